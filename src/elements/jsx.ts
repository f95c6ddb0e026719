// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/**
 * React JSX typings for the custom elements (`<course-catalog courses={…} oncourse-navigate={…}>` in React 19),
 * apart from the element modules so TypeScript users without React need no `@types/react`.
 * Use: `import type {} from 'coursify-elements/jsx';` once in a React project.
 */

import type { accessibilityPanelApi } from './accessibility-panel';
import type { courseCatalogApi } from './course-catalog';
import type { ecosystemGridApi } from './ecosystem-grid';
import type { installPromptApi } from './install-prompt';
import type { ElementJsxProps } from './kit/jsx-props';
import type { loginFormApi } from './login-form';
import type { siteNavbarApi } from './site-navbar';
import type { themeToggleApi } from './theme-toggle';

export type { ElementJsxProps };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'course-catalog': ElementJsxProps<typeof courseCatalogApi>;
      'ecosystem-grid': ElementJsxProps<typeof ecosystemGridApi>;
      'site-navbar': ElementJsxProps<typeof siteNavbarApi>;
      'accessibility-panel': ElementJsxProps<typeof accessibilityPanelApi>;
      'install-prompt': ElementJsxProps<typeof installPromptApi>;
      'theme-toggle': ElementJsxProps<typeof themeToggleApi>;
      'login-form': ElementJsxProps<typeof loginFormApi>;
    }
  }
}
