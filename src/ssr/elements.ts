/**
 * What the server renders each tag with: the element's declaration (src/elements/<tag>.ts, the same object
 * defineElement reads in a browser) and the component the element mounts in its shadow root.
 */
import type { ComponentType } from 'react';
import { accessibilityPanelApi } from '../elements/accessibility-panel';
import { courseCatalogApi } from '../elements/course-catalog';
import { ecosystemGridApi } from '../elements/ecosystem-grid';
import { installPromptApi } from '../elements/install-prompt';
import type { ElementApi } from '../elements/kit/api';
import { loginFormApi } from '../elements/login-form';
import { siteNavbarApi } from '../elements/site-navbar';
import { themeToggleApi } from '../elements/theme-toggle';
import { AccessibilityPanel } from '../react/accessibility-panel/AccessibilityPanel';
import { CourseCatalog } from '../react/course-catalog/CourseCatalog';
import { EcosystemGrid } from '../react/ecosystem-grid/EcosystemGrid';
import { InstallPrompt } from '../react/install-prompt/InstallPrompt';
import { LoginForm } from '../react/login-form/LoginForm';
import { SiteNavbar } from '../react/site-navbar/SiteNavbar';
import { ThemeToggle } from '../react/theme-toggle/ThemeToggle';

export type ServerElement = { readonly api: ElementApi; readonly component: ComponentType<Record<string, unknown>> };

const entry = (api: ElementApi, component: unknown): [string, ServerElement] => [
  api.tag,
  { api, component: component as ServerElement['component'] },
];

/** Every element by its tag (test/unit/ssr-elements.test.ts checks this list against elements.json). */
export const SERVER_ELEMENTS: ReadonlyMap<string, ServerElement> = new Map([
  entry(courseCatalogApi, CourseCatalog),
  entry(ecosystemGridApi, EcosystemGrid),
  entry(siteNavbarApi, SiteNavbar),
  entry(accessibilityPanelApi, AccessibilityPanel),
  entry(installPromptApi, InstallPrompt),
  entry(themeToggleApi, ThemeToggle),
  entry(loginFormApi, LoginForm),
]);
