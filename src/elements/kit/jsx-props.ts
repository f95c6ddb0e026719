/**
 * The React JSX props of a custom element, read from its declaration (`<course-catalog courses={…}
 * oncourse-navigate={…}>` in React 19). Type-only, and imported only by src/elements/jsx.ts
 * (`coursify-elements/jsx`), so TypeScript users without React need no `@types/react`.
 */
import type { HTMLAttributes, Ref } from 'react';
import type { DetailOf, ElementApi, ElementInstance, PropValues } from './api';

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
