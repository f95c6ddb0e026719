/** <theme-toggle>'s English messages. */
export const themeToggleEn = {
  darkModeLabel: 'Dark mode',
};
