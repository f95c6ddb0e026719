/**
 * The tag of every Coursify element, the one list of them: the builds make one module per tag from
 * `src/elements/<tag>.ts` (vite.config.ts), the CDN autoloader loads `<tag>.js` for these names only, and a unit
 * test checks that each file declares exactly its tag. Pure data: the autoloader imports it and nothing else.
 */
export const ELEMENT_TAGS = [
  'course-catalog',
  'ecosystem-grid',
  'site-navbar',
  'accessibility-panel',
  'install-prompt',
  'theme-toggle',
  'login-form',
] as const;

export type ElementTag = (typeof ELEMENT_TAGS)[number];
