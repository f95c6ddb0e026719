/**
 * React JSX typings for the custom elements (`<course-catalog courses={…} oncourse-navigate={…}>` in React 19),
 * apart from the element modules so TypeScript users without React need no `@types/react`.
 * Use: `import type {} from 'coursify-elements/jsx';` once in a React project.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { accessibilityPanelApi } from './accessibility-panel';
import type { courseCatalogApi } from './course-catalog';
import type { ecosystemGridApi } from './ecosystem-grid';
import type { installPromptApi } from './install-prompt';
import type { DetailOf, ElementApi, ElementInstance, PropValues } from './kit/api';
import type { loginFormApi } from './login-form';
import type { siteNavbarApi } from './site-navbar';
import type { themeToggleApi } from './theme-toggle';

type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** Props written as attributes (`font-url="…"`): what server-rendered HTML carries, since React sets properties
 *  only on the client, and not at all when it hydrates. */
type AttributeProps<A extends ElementApi> = {
  // One-word props (`items`, `theme`) are the same name either way and keep their property type.
  [K in keyof PropValues<A> & string as KebabCase<K> extends K ? never : KebabCase<K>]?: string | number | boolean;
};

/** React 19 JSX for the custom element: props are set as properties; `on<event-name>` listens. */
export type ElementJsxProps<A extends ElementApi> = Partial<PropValues<A>> &
  AttributeProps<A> &
  Omit<HTMLAttributes<HTMLElement>, keyof PropValues<A>> & {
    ref?: Ref<ElementInstance<A>>;
  } & {
    [E in keyof A['events'] & string as `on${E}`]?: (event: CustomEvent<DetailOf<A['events'][E]>>) => void;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'accessibility-panel': ElementJsxProps<typeof accessibilityPanelApi>;
      'course-catalog': ElementJsxProps<typeof courseCatalogApi>;
      'ecosystem-grid': ElementJsxProps<typeof ecosystemGridApi>;
      'install-prompt': ElementJsxProps<typeof installPromptApi>;
      'login-form': ElementJsxProps<typeof loginFormApi>;
      'site-navbar': ElementJsxProps<typeof siteNavbarApi>;
      'theme-toggle': ElementJsxProps<typeof themeToggleApi>;
    }
  }
}
