import { commonEn } from './common';

/** <theme-toggle>'s English messages. */
export const themeToggleEn = {
  ...commonEn,
  darkModeLabel: 'Dark mode',
};
