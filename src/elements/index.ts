/** Registers every Coursify element. Load one element's module instead to pay only for that one. */

export {
  type AccessibilityPanelElement,
  accessibilityPanelApi,
  define as defineAccessibilityPanel,
} from './accessibility-panel';
export { type CourseCatalogElement, courseCatalogApi, define as defineCourseCatalog } from './course-catalog';
export { define as defineEcosystemGrid, type EcosystemGridElement, ecosystemGridApi } from './ecosystem-grid';
export { define as defineInstallPrompt, type InstallPromptElement, installPromptApi } from './install-prompt';
export { define as defineLoginForm, type LoginFormElement, loginFormApi } from './login-form';
export { define as defineSiteNavbar, type SiteNavbarElement, siteNavbarApi } from './site-navbar';
export { define as defineThemeToggle, type ThemeToggleElement, themeToggleApi } from './theme-toggle';
