/**
 * defineElement: the one way a Coursify custom element is made.
 *
 * r2wc gives the lifecycle: an open shadow root, one React root per element, and a render of its prop store on
 * change. Attributes and properties are ours, driven by the element's declaration, because r2wc's own mapping
 * has gaps (TOOLCHAIN.md). Each rule below is proven by a browser test in test/element:
 * - booleans follow HTML (present = true, removed = false); a removed attribute returns to the default;
 *   a JSON attribute that fails to parse shows an error state instead of throwing;
 * - rich data set as a property is kept as given (not stringified into an attribute);
 * - properties set before the element was defined are applied, not lost;
 * - events bubble, are composed, carry a typed detail, and are cancelable where they precede an action;
 * - moving the element (remove + re-insert in one task) keeps its React state;
 * - defining the same name twice never throws;
 * - every shadow root adopts the one shared stylesheet;
 * - with `jsonChild` declared, an inline <script type="application/json"> child feeds the component (lib/json-child.ts);
 * - with `methods` declared, each is a method of the element, relayed to the component (lib/method-relay.ts);
 *   both are opt-in code: the element's declaration module passes them in `features`, so an element without them
 *   does not download them (the compiler requires them where the declaration asks for them);
 * - with `states` declared, the component can set those custom states on the element, for the page's CSS;
 * - elements connected in one task render for the first time together, in one pass (first-render-batch.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import type { JsonChildWatch, watchJsonChild } from '../lib/json-child';
import type { MethodRelay } from '../lib/method-relay';
import { readPageState, subscribePageState } from '../lib/page-state';
import { type Problem, reportError, warnProblems } from '../lib/report';
import { ElementHost, type HostProps } from '../react/shared/ElementHost';
import { adoptSharedSheet } from '../styles/sheet';
import {
  attributeName,
  COMMON_PROPS,
  callbackName,
  type ElementApi,
  type ElementComponentProps,
  type PropSpec,
} from './api';
import { parseAttribute } from './attributes';
import { queueFirstRender } from './first-render-batch';

// r2wc keeps its state under these registered symbols; writing the store and calling render is how we update.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
/** Marks our constructors so a second copy of the bundle recognises the first one's definitions. */
const COURSIFY_ELEMENT = Symbol.for('coursify-elements.element');

type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/**
 * The code behind optional declaration fields, imported only by the declaration modules that use them:
 * `jsonChild` needs lib/json-child.ts's `watchJsonChild`, `methods` needs the `MethodRelay` class.
 */
export type ElementFeatures<A extends ElementApi> = (A extends { jsonChild: string }
  ? { jsonChild: typeof watchJsonChild }
  : { jsonChild?: undefined }) &
  (A extends { methods: object } ? { methods: typeof MethodRelay } : { methods?: undefined });

export function defineElement<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  tag: string = api.tag,
  ...[features]: object extends ElementFeatures<A> ? [features?: ElementFeatures<A>] : [features: ElementFeatures<A>]
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) {
    const sameElement = (existing as unknown as Record<symbol, string>)[COURSIFY_ELEMENT] === api.tag;
    if (!sameElement) {
      console.warn(
        `<${tag}> is already defined by another script; this copy of coursify-elements did not redefine it. ` +
          `Register under another name with define('my-${api.tag}').`,
      );
    }
    return existing;
  }
  const elementClass = createElementClass(api, component, features ?? {});
  customElements.define(tag, elementClass);
  return elementClass;
}

function createElementClass<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  { jsonChild: watchChild, methods: Relay }: { jsonChild?: typeof watchJsonChild; methods?: typeof MethodRelay },
): CustomElementConstructor {
  const specs: Record<string, PropSpec> = { ...api.props, ...COMMON_PROPS };
  const propByAttribute = new Map(Object.entries(specs).map(([name, spec]) => [attributeName(name, spec), name]));
  const defaults = Object.fromEntries(
    Object.entries(specs).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default]])),
  );

  // r2wc renders this with its prop store: our props plus `container`, `callbacks` and `inputErrors`.
  // One per element definition, made once at define time (not during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Rendered(values: HostProps['values']) {
    const tag = (values.container as ShadowRoot | undefined)?.host.localName ?? api.tag;
    return createElement(ElementHost, { tag, component: component as HostProps['component'], defaults, values });
  }
  const Base = r2wc(Rendered, { shadow: 'open' }) as unknown as { new (): R2wcElement };

  class CoursifyElement extends Base {
    static readonly [COURSIFY_ELEMENT] = api.tag;

    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    #internals: ElementInternals | undefined;
    #inputErrors = new Map<string, Problem>();
    /** JSON props set as properties before the upgrade: the attribute's queued callback must not replace them. */
    #keepProperty = new Set<string>();
    /** The attribute a property setter is writing: its callback is skipped, the setter applies the value. */
    #reflecting: string | undefined;
    #unsubscribePage: (() => void) | undefined;
    #jsonChild: JsonChildWatch | undefined;
    #unmountScheduled = false;
    #methods = api.methods && Relay ? new Relay(api.tag) : undefined;
    /** r2wc has mounted this element's React root (and not unmounted it since). */
    #mounted = false;

    constructor() {
      super();
      adoptSharedSheet(this.shadowRoot as ShadowRoot, api.styles);
      this.#internals = this.attachInternals?.();
      this.#store('callbacks', this.#callbacks());
      if (this.#methods) this.#store('registerMethods', this.#methods.register);
      if (api.states) this.#store('setHostState', (state: string, on: boolean) => this.#setState(state, on));
      // A property set before the definition loaded is an own property shadowing our accessor: take it off and
      // set it again through the accessor. Initial attributes need nothing here: the browser queues an
      // attributeChangedCallback for each of them (upgrade, parser and clone alike).
      for (const name of Object.keys(specs)) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
        if (specs[name].type === 'json' && this.hasAttribute(attributeName(name, specs[name]))) {
          this.#keepProperty.add(name);
        }
      }
    }

    connectedCallback(): void {
      this.#unmountScheduled = false;
      this.#unsubscribePage ??= subscribePageState(() => this.#syncStates());
      this.#syncStates();
      if (api.jsonChild && watchChild && !this.#jsonChild) {
        this.#jsonChild = watchChild(this, (state) => {
          this.#store('jsonChild', state);
          this.#render();
        });
        this.#store('jsonChild', this.#jsonChild.initial);
      }
      // r2wc's connectedCallback mounts the React root at once; a first mount waits for the task's batch instead.
      if (this.#mounted) super.connectedCallback();
      else
        queueFirstRender(this, () => {
          this.#mounted = true;
          super.connectedCallback();
        });
    }

    disconnectedCallback(): void {
      // A move is a remove followed by an insert in the same task. Unmounting at once (as r2wc does) would
      // throw away the React state; wait for the microtask checkpoint and unmount only if still detached.
      this.#unmountScheduled = true;
      queueMicrotask(() => {
        if (!this.#unmountScheduled || this.isConnected) return;
        this.#unmountScheduled = false;
        this.#unsubscribePage?.();
        this.#unsubscribePage = undefined;
        this.#jsonChild?.stop();
        this.#jsonChild = undefined;
        this.#mounted = false;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string): void {
      const name = propByAttribute.get(attribute);
      if (name === undefined || attribute === this.#reflecting) return;
      if (this.#keepProperty.delete(name)) return;
      try {
        // The current value, not the queued one: a property written during the upgrade has replaced it since.
        this.#applyAttribute(name, this.getAttribute(attribute));
        this.#render();
      } catch (error) {
        reportError(this.localName, { where: `attribute "${attribute}"`, message: 'could not be applied' }, error);
      }
    }

    #applyAttribute(name: string, text: string | null): void {
      const spec = specs[name];
      const { value, problem, fatal } = parseAttribute(spec, attributeName(name, spec), text);
      if (problem && fatal) reportError(this.localName, problem);
      else if (problem) warnProblems(this.localName, [problem]);
      if (fatal && problem) this.#inputErrors.set(name, problem);
      else this.#inputErrors.delete(name);
      this.#store(name, value);
      this.#store('inputErrors', [...this.#inputErrors.values()]);
      if (name === 'theme') this.#syncStates();
    }

    /** A JSON property write: kept as given, and it replaces any earlier attribute error for that prop. */
    #setProperty(name: string, value: unknown): void {
      this.#keepProperty.delete(name);
      this.#inputErrors.delete(name);
      this.#store(name, value);
      this.#store('inputErrors', [...this.#inputErrors.values()]);
      this.#render();
    }

    #store(name: string, value: unknown): void {
      this[R2WC_PROPS][name] = value;
    }

    #render(): void {
      // r2wc would mount a React root even on a detached element; connectedCallback renders when it arrives.
      // Before the first render of its batch, the store is all that changes: that render reads it.
      if (this.isConnected && this.#mounted) this[R2WC_RENDER]();
    }

    /** Custom states the stylesheet keys on: `dark` (page theme or own `theme`), `reduced-motion` (the page's). */
    #syncStates(): void {
      const theme = this[R2WC_PROPS].theme;
      const page = readPageState();
      const dark = theme === 'dark' || (theme !== 'light' && page.dark);
      const states = this.#internals?.states;
      if (!states) return;
      try {
        for (const [state, on] of [
          ['dark', dark],
          ['reduced-motion', page.reducedMotion],
        ] as const) {
          if (on) states.add(state);
          else states.delete(state);
        }
      } catch {
        // Engines with only the older `--dark` syntax: the default styles still apply.
      }
    }

    /** A declared custom state, set by the component (engines without custom states simply lack it). */
    #setState(state: string, on: boolean): void {
      if (!api.states || !Object.hasOwn(api.states, state)) return;
      try {
        if (on) this.#internals?.states.add(state);
        else this.#internals?.states.delete(state);
      } catch {
        // Older engines: the page's CSS for the state never matches; nothing else depends on it.
      }
    }

    /** One callback prop per declared event (`course-navigate` → `onCourseNavigate`), dispatched from the host. */
    #callbacks(): Record<string, (detail: unknown) => boolean> {
      return Object.fromEntries(
        Object.entries(api.events).map(([name, spec]) => [
          callbackName(name),
          (detail: unknown) =>
            this.dispatchEvent(
              new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: spec.cancelable }),
            ),
        ]),
      );
    }

    // Declared methods: relayed to the component; nothing a component throws escapes into the caller's code.
    static {
      for (const name of Object.keys(api.methods ?? {})) {
        Object.defineProperty(CoursifyElement.prototype, name, {
          configurable: true,
          writable: true,
          value(this: CoursifyElement, ...args: unknown[]) {
            try {
              return this.#methods?.call(name, args);
            } catch (error) {
              reportError(this.localName, { where: `method ${name}()`, message: 'failed' }, error);
              return undefined;
            }
          },
        });
      }
    }

    // Properties, as HTML's own: booleans and strings/numbers reflect to their attribute (null or undefined
    // removes it, and the default applies); JSON props keep the value as given and write no (possibly huge)
    // attribute. Written attributes also apply at once, since none fires a callback during an upgrade.
    static {
      for (const [name, spec] of Object.entries(specs)) {
        const attribute = attributeName(name, spec);
        const accessor: PropertyDescriptor & ThisType<CoursifyElement> =
          spec.type === 'json'
            ? {
                get() {
                  return this[R2WC_PROPS][name];
                },
                set(value: unknown) {
                  this.#setProperty(name, value);
                },
              }
            : {
                get() {
                  return spec.type === 'boolean' ? this.hasAttribute(attribute) : this[R2WC_PROPS][name];
                },
                set(value: unknown) {
                  const text = spec.type === 'boolean' ? (value ? '' : null) : value == null ? null : String(value);
                  this.#reflecting = attribute;
                  try {
                    if (text === null) this.removeAttribute(attribute);
                    else this.setAttribute(attribute, text);
                  } finally {
                    this.#reflecting = undefined;
                  }
                  this.#applyAttribute(name, text);
                  this.#render();
                },
              };
        Object.defineProperty(CoursifyElement.prototype, name, { configurable: true, enumerable: true, ...accessor });
      }
    }
  }

  return CoursifyElement;
}
