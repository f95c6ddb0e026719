// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** Registers every Coursify element. Load one element's module instead to pay only for that one. */

export { registerTranslation } from '../lib/i18n/register';
export {
  type AccessibilityPanelElement,
  accessibilityPanelApi,
  define as defineAccessibilityPanel,
} from './auto/accessibility-panel';
export { type CourseCatalogElement, courseCatalogApi, define as defineCourseCatalog } from './auto/course-catalog';
export { define as defineEcosystemGrid, type EcosystemGridElement, ecosystemGridApi } from './auto/ecosystem-grid';
export { define as defineInstallPrompt, type InstallPromptElement, installPromptApi } from './auto/install-prompt';
export { define as defineLoginForm, type LoginFormElement, loginFormApi } from './auto/login-form';
export { define as defineSiteNavbar, type SiteNavbarElement, siteNavbarApi } from './auto/site-navbar';
export { define as defineThemeToggle, type ThemeToggleElement, themeToggleApi } from './auto/theme-toggle';
