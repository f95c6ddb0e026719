// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/**
 * coursify-elements/react: every element as a React component for React 18 and 19 apps (client-rendered or
 * server-rendered and hydrated). Same props (camelCase), events (`onCourseNavigate={(event) => event.detail…}`),
 * shadow root and styles as the custom elements, rendered by your React: nothing registers a custom element,
 * and no second React is bundled (react and react-dom are peer dependencies).
 */

export { registerTranslation } from '../lib/i18n/register';
export { AccessibilityPanel } from './accessibility-panel';
export { CourseCatalog } from './course-catalog';
export { EcosystemGrid } from './ecosystem-grid';
export type { HostComponentProps, HostEventHandlers, HostHandle } from './hostComponent';
export { InstallPrompt } from './install-prompt';
export { LoginForm } from './login-form';
export { SiteNavbar } from './site-navbar';
export { ThemeToggle } from './theme-toggle';
