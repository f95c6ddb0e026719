/**
 * defineElement: the one way a Coursify custom element is made.
 *
 * r2wc gives us the lifecycle: an open shadow root, one React root per element, render on change.
 * It is handed the string and number props, whose parsing it gets right. This class closes its gaps
 * (TOOLCHAIN.md), each proven by a browser test in test/element:
 * - booleans follow HTML (present = true, removed = false) and JSON attributes that fail to parse show an
 *   error state instead of throwing; a removed attribute falls back to the default;
 * - rich data set as a property is kept as given (not stringified into an attribute);
 * - properties set before the element was defined are applied, not lost;
 * - events bubble, are composed, carry a typed detail, and are cancelable where they precede an action;
 * - moving the element (remove + re-insert in one task) keeps its React state;
 * - defining the same name twice never throws;
 * - every shadow root adopts the one shared stylesheet.
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { isPageDark, subscribePageTheme } from '../lib/page-theme';
import { type Problem, reportError } from '../lib/report';
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

// r2wc keeps its state under these registered symbols; reading them is how a subclass re-renders.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
/** Marks our constructors so a second copy of the bundle recognises the first one's definitions. */
const COURSIFY_ELEMENT = Symbol.for('coursify-elements.element');

type R2wcInternals = {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

const R2WC_TYPES = { string: 'string', number: 'number' } as const;

export function defineElement<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  tag: string = api.tag,
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
  const elementClass = createElementClass(api, component);
  customElements.define(tag, elementClass);
  return elementClass;
}

function createElementClass<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
): CustomElementConstructor {
  const specs: Record<string, PropSpec> = { ...api.props, ...COMMON_PROPS };
  const propByAttribute = new Map(Object.entries(specs).map(([name, spec]) => [attributeName(name, spec), name]));
  const r2wcProps = Object.fromEntries(
    Object.entries(specs).flatMap(([name, spec]) =>
      spec.type === 'string' || spec.type === 'number' ? [[name, R2WC_TYPES[spec.type]]] : [],
    ),
  );

  const defaults = Object.fromEntries(
    Object.entries(specs).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default]])),
  );
  // r2wc renders this with its prop store: our props plus `container`, `callbacks` and `inputErrors`.
  // One per element definition, made once at define time (not during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Rendered(values: HostProps['values']) {
    return createElement(ElementHost, {
      tag: api.tag,
      component: component as HostProps['component'],
      defaults,
      values,
    });
  }
  const Base = r2wc(Rendered, { shadow: 'open', props: r2wcProps }) as unknown as {
    new (): HTMLElement & R2wcInternals;
  };

  class CoursifyElement extends Base {
    static readonly [COURSIFY_ELEMENT] = api.tag;

    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    #internals: ElementInternals | undefined;
    #inputErrors = new Map<string, Problem>();
    #unsubscribeTheme: (() => void) | undefined;
    #unmountScheduled = false;

    constructor() {
      super();
      const root = this.shadowRoot as ShadowRoot;
      adoptSharedSheet(root);
      this.#internals = this.attachInternals?.();
      this.#setProp('callbacks', this.#callbacks());
      // A property set on the element before its definition loaded is an own property shadowing our
      // accessor: take it off and set it again through the accessor.
      const setEarly = new Set<string>();
      for (const name of Object.keys(specs)) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
          setEarly.add(name);
        }
      }
      // r2wc parsed the string and number attributes; booleans and JSON are ours. Attribute changes made
      // during construction (a boolean property reflected above) fire no attributeChangedCallback, so read them.
      for (const [attribute, name] of propByAttribute) {
        const { type } = specs[name];
        const value = this.getAttribute(attribute);
        if (type === 'boolean' || (type === 'json' && value !== null && !setEarly.has(name))) {
          this.#applyAttribute(name, value);
        }
      }
    }

    connectedCallback(): void {
      this.#unmountScheduled = false;
      this.#unsubscribeTheme ??= subscribePageTheme(() => this.#syncTheme());
      this.#syncTheme();
      super.connectedCallback();
    }

    disconnectedCallback(): void {
      // A move is a remove followed by an insert in the same task. Unmounting at once (as r2wc does) would
      // throw away the React state; wait for the microtask checkpoint and unmount only if still detached.
      this.#unmountScheduled = true;
      queueMicrotask(() => {
        if (!this.#unmountScheduled || this.isConnected) return;
        this.#unmountScheduled = false;
        this.#unsubscribeTheme?.();
        this.#unsubscribeTheme = undefined;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
      if (previous === value) return;
      const name = propByAttribute.get(attribute);
      if (name === undefined) return;
      try {
        this.#applyAttribute(name, value);
        if (name === 'theme') this.#syncTheme();
        if (this.isConnected) this[R2WC_RENDER]();
      } catch (error) {
        reportError(api.tag, { where: `attribute "${attribute}"`, message: 'could not be applied' }, error);
      }
    }

    #applyAttribute(name: string, value: string | null): void {
      const spec = specs[name];
      const attribute = attributeName(name, spec);
      this.#inputErrors.delete(name);
      if (value === null) {
        this.#setProp(name, spec.type === 'boolean' ? false : undefined);
      } else if (spec.type === 'boolean') {
        this.#setProp(name, true);
      } else if (spec.type === 'json') {
        try {
          this.#setProp(name, JSON.parse(value));
        } catch (error) {
          const problem = {
            where: `attribute "${attribute}"`,
            message: `is not valid JSON (${(error as Error).message})`,
          };
          reportError(api.tag, problem);
          this.#inputErrors.set(name, problem);
          this.#setProp(name, undefined);
        }
      } else if (spec.type === 'number') {
        const number = Number(value);
        if (Number.isFinite(number) && value.trim() !== '') this.#setProp(name, number);
        else {
          reportError(api.tag, {
            where: `attribute "${attribute}"`,
            message: `expected a number, got "${value}"; the default is used`,
          });
          this.#setProp(name, undefined);
        }
      } else {
        this.#setProp(name, value);
      }
      this.#setProp('inputErrors', [...this.#inputErrors.values()]);
    }

    #setProp(name: string, value: unknown): void {
      this[R2WC_PROPS][name] = value;
    }

    #syncTheme(): void {
      const theme = this[R2WC_PROPS].theme;
      const dark = theme === 'dark' || (theme !== 'light' && isPageDark());
      const states = this.#internals?.states;
      if (!states) return;
      try {
        if (dark) states.add('dark');
        else states.delete('dark');
      } catch {
        // Engines with the older `--dark` syntax only; light styles still apply.
      }
    }

    // Booleans reflect to their attribute like HTML's own (`el.disabled = true` ⇔ `disabled=""`);
    // JSON props keep the value as given and re-render, without writing a (possibly huge) attribute.
    static {
      for (const [name, spec] of Object.entries(specs)) {
        if (spec.type === 'boolean') {
          const attribute = attributeName(name, spec);
          Object.defineProperty(CoursifyElement.prototype, name, {
            configurable: true,
            enumerable: true,
            get(this: CoursifyElement) {
              return this.hasAttribute(attribute);
            },
            set(this: CoursifyElement, value: unknown) {
              this.toggleAttribute(attribute, Boolean(value));
            },
          });
        } else if (spec.type === 'json') {
          Object.defineProperty(CoursifyElement.prototype, name, {
            configurable: true,
            enumerable: true,
            get(this: CoursifyElement) {
              return this[R2WC_PROPS][name];
            },
            set(this: CoursifyElement, value: unknown) {
              this.#setProperty(name, value);
            },
          });
        }
      }
    }

    /** A property write: the value is kept as given and replaces any earlier attribute error for it. */
    #setProperty(name: string, value: unknown): void {
      this.#inputErrors.delete(name);
      this.#setProp(name, value);
      this.#setProp('inputErrors', [...this.#inputErrors.values()]);
      if (this.isConnected) this[R2WC_RENDER]();
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
  }

  return CoursifyElement;
}
