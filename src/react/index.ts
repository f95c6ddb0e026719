/** React components without the custom-element layer, for React hosts. */

export { AccessibilityPanel, type AccessibilityPanelProps } from './accessibility-panel/AccessibilityPanel';
export type { CourseNavigateDetail, CourseTarget } from './course-catalog/CourseCard';
export { CourseCatalog, type CourseCatalogProps } from './course-catalog/CourseCatalog';
export { EcosystemGrid, type EcosystemGridProps } from './ecosystem-grid/EcosystemGrid';
export { InstallPrompt, type InstallPromptProps } from './install-prompt/InstallPrompt';
export { LoginForm, type LoginFormProps } from './login-form/LoginForm';
export type { NavbarNavigateDetail } from './site-navbar/navigation';
export { SiteNavbar, type SiteNavbarProps } from './site-navbar/SiteNavbar';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle/ThemeToggle';
