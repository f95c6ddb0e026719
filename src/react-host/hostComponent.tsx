import {
  type ComponentType,
  createElement,
  type ForwardRefExoticComponent,
  forwardRef,
  type HTMLAttributes,
  type PropsWithoutRef,
  type RefAttributes,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react';
import {
  type CallbackName,
  COMMON_PROPS,
  callbackName,
  type DetailOf,
  type ElementApi,
  type ElementComponentProps,
  type MethodsOf,
  type PropValues,
} from '../elements/kit/api';
import { REACT_HOST_ATTRIBUTE } from '../elements/kit/custom-states';
import { MethodRelay } from '../elements/kit/features/method-relay';
import { type StructuredDataSink, structuredData } from '../elements/kit/features/structured-data';
import type { CourseList } from '../lib/course-structured-data';
import { type Locale, sameLocale } from '../lib/i18n/resolve';
import { themeIsDark } from '../lib/page-state';
import { ElementHost, type HostProps } from '../react/shared/ElementHost';
import { setHostState } from './host-element';
import { ShadowHost, type ShadowHostProps } from './ShadowHost';
import { propsLocale, useLocale } from './useLocale';
import { usePageState } from './usePageState';

/** `onCourseNavigate(event)`: the element's event, a real CustomEvent from the host (`detail`, `preventDefault()`). */
export type HostEventHandlers<A extends ElementApi> = {
  [E in keyof A['events'] & string as CallbackName<E>]?: (event: CustomEvent<DetailOf<A['events'][E]>>) => void;
};

/** The element's props in camelCase (null like undefined: the default), its events as handlers, host attributes. */
export type HostComponentProps<A extends ElementApi> = {
  [K in keyof PropValues<A>]?: PropValues<A>[K] | null;
} & HostEventHandlers<A> &
  Omit<HTMLAttributes<HTMLElement>, keyof PropValues<A> | keyof HostEventHandlers<A> | 'children'>;

/** What a ref receives: the host element, and the element's declared methods (`open()` of <install-prompt>). */
export type HostHandle<A extends ElementApi> = MethodsOf<A> & { readonly element: HTMLElement | null };

export type HostComponent<A extends ElementApi> = ForwardRefExoticComponent<
  PropsWithoutRef<HostComponentProps<A>> & RefAttributes<HostHandle<A>>
>;

/**
 * The custom element's twin for React hosts, from the same declaration and the same inner component: same props,
 * defaults, events (bubbling, composed, cancelable as declared), methods, shadow root and sheets, but rendered by
 * the host's React (a peer dependency), so a React app ships one React. Stays within the API React 18, React 19
 * and preact/compat share.
 */
export function hostComponent<A extends ElementApi>(
  api: A,
  inner: ComponentType<ElementComponentProps<A>>,
  displayName: string,
): HostComponent<A> {
  const specs = { ...api.props, ...COMMON_PROPS };
  const defaults = Object.fromEntries(
    Object.entries(specs).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default]])),
  );
  const events = Object.entries(api.events).map(([name, spec]) => ({ name, spec, handler: callbackName(name) }));
  const handlerNames = new Set(events.map((event) => event.handler));
  const methodNames = Object.keys(api.methods ?? {});

  // Called once per component at module level (src/react-host/<tag>.ts), never during a render.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Component = forwardRef<HostHandle<A>, HostComponentProps<A>>(function CoursifyHostComponent(props, ref) {
    const host = useRef<HTMLElement | null>(null);
    const values: Record<string, unknown> = {};
    const handlers: Record<string, unknown> = {};
    const hostProps: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (Object.hasOwn(specs, key)) values[key] = value ?? undefined;
      else if (handlerNames.has(key)) handlers[key] = value;
      else hostProps[key] = value;
    }

    // The latest handlers, read when an event is emitted. Set during render, not in an effect: the inner component
    // may emit from its own first effects, which run before this component's.
    const latest = useRef(handlers);
    latest.current = handlers;

    // Each event is dispatched from the host, the prop's handler listening for that one dispatch: it gets the real
    // event (target, preventDefault()) before listeners higher up, which see it as they would the element's.
    const callbacks = useMemo(
      () =>
        Object.fromEntries(
          events.map(({ name, spec, handler }) => [
            handler,
            (detail: unknown) => {
              const event = new CustomEvent(name, {
                detail,
                bubbles: true,
                composed: true,
                cancelable: spec.cancelable,
              });
              const handle = latest.current[handler] as ((event: Event) => void) | undefined;
              const element = host.current;
              if (!element) {
                handle?.(event);
                return !event.defaultPrevented;
              }
              const listener = (dispatched: Event) => handle?.(dispatched);
              element.addEventListener(name, listener);
              try {
                return element.dispatchEvent(event);
              } finally {
                element.removeEventListener(name, listener);
              }
            },
          ]),
        ),
      [],
    );

    const relay = useMemo(() => (methodNames.length ? new MethodRelay(api.tag) : undefined), []);
    useImperativeHandle(ref, () => {
      const handle: Record<string, unknown> = {};
      Object.defineProperty(handle, 'element', { get: () => host.current, enumerable: true });
      for (const name of methodNames) {
        handle[name] = (...args: unknown[]) => relay?.call(name, args);
      }
      return handle as HostHandle<A>;
    }, [relay]);

    // The declared states (the install prompt takes no room without an offer), as custom states of the host, for
    // the element's sheet and the page's CSS. The inner component sets them from its layout effects, before the
    // first paint (the host is defined by then: ShadowHost's effect runs before the inner component mounts).
    const setDeclaredHostState = useMemo(
      () =>
        api.states
          ? (state: string, on: boolean) => {
              if (Object.hasOwn(api.states ?? {}, state)) setHostState(host.current, state, on);
            }
          : undefined,
      [],
    );

    // An element that describes what it shows (the catalog, which has the opt-out): its content reports to this,
    // which writes the structured data in the host's light DOM (in a browser), or keeps it for ServerHost (on a
    // server, where the report comes while the content renders).
    const described = useMemo(
      () =>
        'noStructuredData' in api.props
          ? typeof document === 'undefined'
            ? capture()
            : structuredData(() => host.current)
          : undefined,
      [],
    );

    const page = usePageState();
    const dark = themeIsDark(values.theme, page);
    const resolvedLocale = useLocale(host, api.tag, hostProps.lang, hostProps.dir);
    const hostValues: HostProps['values'] = { ...values, callbacks };
    if (relay) hostValues.registerMethods = relay.register;
    if (setDeclaredHostState) hostValues.setHostState = setDeclaredHostState;
    if (described) hostValues.structuredData = described;
    const content = (locale: Locale) =>
      createElement(ElementHost, {
        tag: api.tag,
        component: inner as HostProps['component'],
        defaults,
        values: { ...hostValues, resolvedLocale: locale },
      });
    const children = content(resolvedLocale);
    // The tree as the server rendered it, for hydrating its content: in the locale of the props (useLocale.ts),
    // once that language is here. Usually the tree itself (no props, or the props' language resolved already).
    const serverTree = () => {
      const locale = propsLocale(hostProps.lang, hostProps.dir);
      return locale && (sameLocale(resolvedLocale, locale) ? children : content(locale));
    };

    return createElement(
      ShadowHost,
      {
        ...hostProps,
        ref: host,
        tag: api.tag,
        ownCss: api.styles,
        dark,
        reducedMotion: page.reducedMotion,
        // Marks the host as this component's: a custom element of the tag, defined by the page too, leaves it alone.
        [REACT_HOST_ATTRIBUTE]: api.tag,
        serverTree,
        described,
      } as unknown as ShadowHostProps,
      children,
    );
  });
  Component.displayName = displayName;
  return Component;
}

/** The server's sink: keeps the last report (made while rendering), which ServerHost reads once the content has rendered. */
function capture(): StructuredDataSink & { list?: CourseList; whileRendering: true } {
  const sink = Object.assign(
    (list: CourseList | undefined) => {
      sink.list = list;
    },
    { list: undefined as CourseList | undefined, whileRendering: true as const },
  );
  return sink;
}
