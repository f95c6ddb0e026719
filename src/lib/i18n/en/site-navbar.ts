import { commonEn } from './common';

/** <site-navbar>'s English messages (the brand and the menu items are the page's data: never translated). */
export const siteNavbarEn = {
  ...commonEn,
  navigationLabel: 'Main',
  menuButton: 'Menu',
  /** `{phone}`: the number as shown. */
  phoneLinkLabel: 'Call us at {phone}',
  chatLinkLabel: 'Open chat',
  menuErrorTitle: 'The menu could not be shown',
  menuErrorMessage: 'The menu data is not a list of menu items.',
};
