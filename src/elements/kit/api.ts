/**
 * The vocabulary every element uses to declare its public API once: props (with their attributes, types and
 * defaults), events (with their detail types), parts, slots and CSS custom properties. defineElement() reads it
 * at run time; the types below read it at compile time (element instances, React JSX, component props); the
 * manifest and docs read it later. There is no second list anywhere.
 */
import type { JsonChildState } from '../../lib/json-child';

export type PropType = 'string' | 'number' | 'boolean' | 'json';

export type PropSpec<T = unknown> = {
  readonly type: PropType;
  /** Attribute name; defaults to the prop name in kebab-case. */
  readonly attribute?: string;
  readonly default?: T;
  /** For string props with a fixed set of values (documentation and validation). */
  readonly values?: readonly string[];
  readonly description: string;
  /** JSON the element can do without (`strings`): unusable text is a warning and ignored, not the error state. */
  readonly optional?: boolean;
  /** Compile-time only: the prop's value type. */
  readonly __value?: T;
};

type Described<T> = { description: string; attribute?: string; default?: T };

export const prop = {
  string: <T extends string = string>(spec: Described<T> & { values?: readonly T[] }): PropSpec<T> => ({
    type: 'string',
    ...spec,
  }),
  number: (spec: Described<number>): PropSpec<number> => ({ type: 'number', ...spec }),
  /** HTML semantics: present means true, absent means false. */
  boolean: (spec: Omit<Described<boolean>, 'default'>): PropSpec<boolean> => ({ type: 'boolean', ...spec }),
  /** Rich data: a property keeps the value as given; the attribute takes JSON for HTML-only pages. */
  json: <T>(spec: Omit<Described<T>, 'default'> & { optional?: boolean }): PropSpec<T> => ({ type: 'json', ...spec }),
};

export type EventSpec<D> = {
  /** True when the event precedes a default action that `preventDefault()` stops. */
  readonly cancelable: boolean;
  readonly description: string;
  readonly __detail?: D;
};

export function event<D>(spec: { description: string; cancelable?: boolean }): EventSpec<D> {
  return { cancelable: spec.cancelable ?? false, description: spec.description };
}

export type ElementApi = {
  readonly tag: string;
  readonly description: string;
  // biome-ignore lint/suspicious/noExplicitAny: each prop has its own value type
  readonly props: Readonly<Record<string, PropSpec<any>>>;
  // biome-ignore lint/suspicious/noExplicitAny: each event has its own detail type
  readonly events: Readonly<Record<string, EventSpec<any>>>;
  readonly parts: Readonly<Record<string, string>>;
  readonly cssProperties: Readonly<Record<string, string>>;
  /**
   * The element's own stylesheet (CSS text, compiled from src/styles/elements/<tag>.css), adopted after the
   * shared base sheet: the utilities its components use, so a page pays only for the styles of what it shows.
   */
  readonly styles?: string;
  /** Named slots (name → what goes there); slotted content stays in the page and is styled by the page. */
  readonly slots?: Readonly<Record<string, string>>;
  /**
   * The JSON prop an inline `<script type="application/json">` child can supply, for pages made of HTML alone.
   * The element watches its light DOM for that child (features/watch-json-child.ts) and hands its state to the component
   * as the `jsonChild` prop; the component ranks it (below the property/attribute and any URL, above its defaults).
   */
  readonly jsonChild?: string;
  /**
   * Public methods of the element (name → spec), installed on its prototype by defineElement. A call reaches the
   * component through the `registerMethods` prop; calls made before the component has mounted wait for it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each method has its own signature
  readonly methods?: Readonly<Record<string, MethodSpec<any>>>;
  /**
   * Custom states the component can set on the element (name → meaning), for the page's CSS:
   * `install-prompt:state(banner)`. The component gets a `setHostState(name, on)` prop.
   */
  readonly states?: Readonly<Record<string, string>>;
};

/** A declared method; `F` is its signature (compile time only). */
export type MethodSpec<F extends (...args: never[]) => unknown> = {
  readonly description: string;
  readonly __signature?: F;
};

export function method<F extends (...args: never[]) => unknown>(spec: { description: string }): MethodSpec<F> {
  return { description: spec.description };
}

/** The declared methods as functions: what the element instance has, and what the component registers. */
export type MethodsOf<A extends ElementApi> = A extends { methods: infer M }
  ? { [K in keyof M]: M[K] extends MethodSpec<infer F> ? F : never }
  : unknown;

/** What an element with `methods` passes its component: register the implementations; returns an unregister. */
export type MethodProps<A extends ElementApi> = A extends { methods: object }
  ? { registerMethods?: (methods: MethodsOf<A>) => () => void }
  : unknown;

/** What an element with `states` passes its component: turns one of its declared custom states on or off. */
export type StateProps<A extends ElementApi> = A extends { states: infer S }
  ? { setHostState?: (state: keyof S & string, on: boolean) => void }
  : unknown;

/** Props every element has, whatever it declares. */
export const COMMON_PROPS = {
  theme: prop.string<'light' | 'dark' | 'system'>({
    values: ['light', 'dark', 'system'],
    description:
      '`light` or `dark` forces those styles; `system` follows the visitor’s system setting (`prefers-color-scheme`, live), not the page; absent, the element follows the page (`dark` class on <html>).',
  }),
  strings: prop.json<Readonly<Record<string, string | Readonly<Record<string, string>>>>>({
    optional: true,
    description:
      'This instance’s own words for any of its messages, by key (JSON object), e.g. `{"loginButton":"Sign in"}`; an unknown key or a value that is not text is ignored with a warning.',
  }),
} as const;

type AllProps<A extends ElementApi> = A['props'] & typeof COMMON_PROPS;

export type PropValues<A extends ElementApi> = {
  -readonly [K in keyof AllProps<A>]: AllProps<A>[K] extends PropSpec<infer T> ? T : never;
};

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** `course-navigate` → `onCourseNavigate`, the callback prop the component calls to emit the event. */
export type CallbackName<E extends string> = `on${Capitalize<CamelCase<E>>}`;

export type DetailOf<S> = S extends EventSpec<infer D> ? D : never;

/** Emits the event; returns false when a listener called `preventDefault()`. */
export type EventCallbacks<A extends ElementApi> = {
  [E in keyof A['events'] & string as CallbackName<E>]: (detail: DetailOf<A['events'][E]>) => boolean;
};

/** What an element with a `jsonChild` passes its component: the child's state, undefined without a child. */
export type JsonChildProps<A extends ElementApi> = A extends { jsonChild: string }
  ? { jsonChild?: JsonChildState }
  : unknown;

/** What the React component inside the element receives (defaults applied by defineElement). */
export type ElementComponentProps<A extends ElementApi> = Partial<PropValues<A>> &
  EventCallbacks<A> &
  JsonChildProps<A> &
  MethodProps<A> &
  StateProps<A>;

/**
 * The element instance: an HTMLElement with one property per declared prop, and its declared methods. Every prop
 * takes `null` too: it removes the attribute (the default applies) or clears the data.
 */
export type ElementInstance<A extends ElementApi> = HTMLElement & {
  [K in keyof PropValues<A>]?: PropValues<A>[K] | null;
} & MethodsOf<A>;

/** The element's events by name, as `addEventListener` sees them (`event.detail` typed). */
export type ElementEventMap<A extends ElementApi> = {
  [E in keyof A['events'] & string]: CustomEvent<DetailOf<A['events'][E]>>;
};

export function attributeName(propName: string, spec: PropSpec): string {
  return spec.attribute ?? propName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function callbackName(eventName: string): string {
  return `on${eventName.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;
}
