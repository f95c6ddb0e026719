/**
 * The class behind every Coursify custom element: `CoursifyElement`, one class for all of them, with our lifecycle
 * (an open shadow root, one React root, a render of the element's prop store), our attributes and properties, our
 * events. Each definition
 * (`defineElement`, one per tag) is a small subclass that carries its declaration, read once, and gets one accessor
 * per prop and one method per declared method.
 *
 * This file holds what needs the element's own private state (its prop store, its input errors, its mount); the
 * rules it applies live beside it, one file each: attributes.ts (attributes and properties), upgrade-capture.ts
 * (properties set before the upgrade), event-dispatch.ts, custom-states.ts, first-render-batch.ts, and
 * features/ for the opt-in parts (features/watch-json-child.ts, features/method-relay.ts).
 */
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { subscribeLocale } from '../../lib/i18n/observe';
import { resolveLocale, sameLocale } from '../../lib/i18n/resolve';
import { subscribePageState } from '../../lib/page-state';
import { type Problem, reportError, warnProblems } from '../../lib/report';
import { ElementHost, type HostProps } from '../../react/shared/ElementHost';
import { adoptSharedSheet } from '../../styles/sheet';
import { attributeName, type ElementApi, type ElementComponentProps, type PropSpec } from './api';
import { attributeText, parseAttribute, propTable } from './attributes';
import { setDeclaredState, syncPageStates } from './custom-states';
import type { ElementFeatures } from './define';
import { eventCallbacks } from './event-dispatch';
import type { JsonChildWatch } from './features/watch-json-child';
import { queueFirstRender } from './first-render-batch';
import { reapplyEarlyProperties } from './upgrade-capture';

/** Marks our constructors so a second copy of the bundle recognises the first one's definitions. */
export const COURSIFY_ELEMENT = Symbol.for('coursify-elements.element');

/** What one element class is made from: its declaration, read once when it is defined, and its features' code. */
type Definition = ElementFeatures & {
  readonly api: ElementApi;
  readonly component: HostProps['component'];
  /** Every prop (the declared ones and the common `theme`) by name; the prop of each attribute; the defaults. */
  readonly specs: Record<string, PropSpec>;
  readonly propByAttribute: ReadonlyMap<string, string>;
  readonly defaults: Record<string, unknown>;
};

/** Where each element class keeps its definition; not `Symbol.for`: page code has no business reading it. */
const DEFINITION = Symbol();

function definitionOf(element: Element): Definition {
  return (element.constructor as unknown as { [DEFINITION]: Definition })[DEFINITION];
}

/**
 * HTMLElement; where there is no DOM (the shell's prerender imports the element modules in Node) a stand-in lets
 * this module load: no element is defined there, since defineElement returns before making a class.
 *
 * The lifecycle was r2wc's class (@r2wc/react-to-web-component) until every attribute, property and event was
 * ours: what was left of it was an open shadow root, one React root mounted on connect and unmounted on
 * disconnect, and a render of the prop store, which is `#paint` and `#unmount` below. Its attribute and property
 * mapping, unused since, was 0.8 KB brotli of the chunk every element loads (docs/decisions/builds.md).
 */
const ElementBase = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/**
 * Makes the class of one element definition. Set by CoursifyElement's static block: its accessors and methods call
 * the element's private members, which only code inside the class body may reach.
 */
let subclassFor: (
  api: ElementApi,
  component: HostProps['component'],
  features: ElementFeatures,
) => CustomElementConstructor;

class CoursifyElement extends ElementBase {
  readonly #definition = definitionOf(this);
  readonly #shadow = this.attachShadow({ mode: 'open' });
  /** What the component renders with: its props, and `callbacks`, `inputErrors`, `resolvedLocale` and the like. */
  readonly #props: Record<string, unknown> = {};
  /** The element's React root, from its first render until it is unmounted. */
  #root: Root | undefined;
  #internals: ElementInternals | undefined;
  #inputErrors = new Map<string, Problem>();
  /** JSON props set as properties before the upgrade: the attribute's queued callback must not replace them. */
  #keepProperty = new Set<string>();
  /** The attribute a property setter is writing: its callback is skipped, the setter applies the value. */
  #reflecting: string | undefined;
  #unsubscribePage: (() => void) | undefined;
  #unsubscribeLocale: (() => void) | undefined;
  #jsonChild: JsonChildWatch | undefined;
  #unmountScheduled = false;
  #methods = this.#definition.MethodRelay && new this.#definition.MethodRelay(this.#definition.api.tag);
  /** This element's React root has rendered (and not been unmounted since). */
  #mounted = false;

  constructor() {
    super();
    const { api, specs } = this.#definition;
    adoptSharedSheet(this.#shadow, api.styles);
    this.#internals = this.attachInternals?.();
    this.#store('callbacks', eventCallbacks(this, api.events));
    if (this.#methods) this.#store('registerMethods', this.#methods.register);
    const states = api.states;
    if (states) {
      this.#store('setHostState', (state: string, on: boolean) => setDeclaredState(this.#internals, states, state, on));
    }
    reapplyEarlyProperties(this as unknown as HTMLElement & Record<string, unknown>, specs, this.#keepProperty);
  }

  connectedCallback(): void {
    this.#unmountScheduled = false;
    this.#unsubscribePage ??= subscribePageState(() => this.#syncStates());
    this.#syncStates();
    this.#unsubscribeLocale ??= subscribeLocale(() => this.#syncLocale(), this);
    this.#syncLocale();
    // With `jsonChild` declared: the inline JSON child feeds the component while the element is connected.
    const { watchJsonChild } = this.#definition;
    if (watchJsonChild && !this.#jsonChild) {
      this.#jsonChild = watchJsonChild(this, (state) => {
        this.#store('jsonChild', state);
        this.#render();
      });
      this.#store('jsonChild', this.#jsonChild.initial);
    }
    // Back after a move: render again at once; a first mount waits for the task's batch.
    if (this.#mounted) this.#paint();
    else
      queueFirstRender(this, () => {
        this.#mounted = true;
        this.#paint();
      });
  }

  disconnectedCallback(): void {
    // A move is a remove followed by an insert in the same task. Unmounting at once would
    // throw away the React state; wait for the microtask checkpoint and unmount only if still detached.
    this.#unmountScheduled = true;
    queueMicrotask(() => {
      if (!this.#unmountScheduled || this.isConnected) return;
      this.#unmountScheduled = false;
      this.#unsubscribePage?.();
      this.#unsubscribePage = undefined;
      this.#unsubscribeLocale?.();
      this.#unsubscribeLocale = undefined;
      this.#jsonChild?.stop();
      this.#jsonChild = undefined;
      this.#mounted = false;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }

  attributeChangedCallback(attribute: string): void {
    const name = this.#definition.propByAttribute.get(attribute);
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
    const { value, problem, fatal } = parseAttribute(this.#definition.specs[name], name, text);
    if (problem && fatal) reportError(this.localName, problem);
    else if (problem) warnProblems(this.localName, [problem]);
    if (fatal && problem) this.#inputErrors.set(name, problem);
    else this.#inputErrors.delete(name);
    this.#store(name, value);
    this.#storeInputErrors();
    if (name === 'theme') this.#syncStates();
  }

  /** A JSON property write: kept as given, and it replaces any earlier attribute error for that prop. */
  #setProperty(name: string, value: unknown): void {
    this.#keepProperty.delete(name);
    this.#inputErrors.delete(name);
    this.#store(name, value);
    this.#storeInputErrors();
    this.#render();
  }

  /**
   * A reflected property write: the attribute is written (its callback skipped) and the value applied at once,
   * since no callback fires for an attribute written during an upgrade.
   */
  #reflect(name: string, attribute: string, text: string | null): void {
    this.#reflecting = attribute;
    try {
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
    } finally {
      this.#reflecting = undefined;
    }
    this.#applyAttribute(name, text);
    this.#render();
  }

  #store(name: string, value: unknown): void {
    this.#props[name] = value;
  }

  /** The component shows the first unusable attribute's error state (ElementHost). */
  #storeInputErrors(): void {
    this.#store('inputErrors', [...this.#inputErrors.values()]);
  }

  #render(): void {
    // A detached element renders when it is connected again. Before the first render of its batch, the store is
    // all that changes: that render reads it.
    if (this.isConnected && this.#mounted) this.#paint();
  }

  /** Renders the prop store: the element's component inside ElementHost, with its declared defaults. */
  #paint(): void {
    this.#root ??= createRoot(this.#shadow);
    this.#root.render(createElement(ElementHost, { ...this.#definition, tag: this.localName, values: this.#props }));
  }

  /** The language and direction from the element, its ancestors or the page: a change re-renders, no remount. */
  #syncLocale(): void {
    const locale = resolveLocale(this, this.localName);
    if (sameLocale(this.#props.resolvedLocale as never, locale)) return;
    this.#store('resolvedLocale', locale);
    this.#render();
  }

  #syncStates(): void {
    syncPageStates(this.#internals, this.#props.theme);
  }

  /**
   * One accessor per prop, by the rules of attributes.ts: a boolean reads its attribute's presence; a JSON prop is
   * kept as given; the others reflect to their attribute.
   */
  static #installProps(prototype: CoursifyElement, specs: Definition['specs']): void {
    for (const [name, spec] of Object.entries(specs)) {
      const attribute = attributeName(name, spec);
      Object.defineProperty(prototype, name, {
        enumerable: true,
        configurable: true,
        get(this: CoursifyElement) {
          return spec.type === 'boolean' ? this.hasAttribute(attribute) : this.#props[name];
        },
        set(this: CoursifyElement, value: unknown) {
          if (spec.type === 'json') this.#setProperty(name, value);
          else this.#reflect(name, attribute, attributeText(spec, value));
        },
      });
    }
  }

  /** Declared methods, relayed to the component (which reports what it throws, naming this element). */
  static #installMethods(prototype: CoursifyElement, names: string[]): void {
    for (const name of names) {
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value(this: CoursifyElement, ...args: unknown[]) {
          return this.#methods?.call(name, args, this.localName);
        },
      });
    }
  }

  static {
    subclassFor = (api, component, features) => {
      const [specs, propByAttribute, defaults] = propTable(api);
      const definition: Definition = { ...features, api, component, specs, propByAttribute, defaults };
      class DefinedElement extends CoursifyElement {
        static readonly [COURSIFY_ELEMENT] = api.tag;
        static readonly [DEFINITION] = definition;
        static readonly observedAttributes = [...propByAttribute.keys()];
      }
      CoursifyElement.#installProps(DefinedElement.prototype, specs);
      CoursifyElement.#installMethods(DefinedElement.prototype, Object.keys(api.methods ?? {}));
      return DefinedElement;
    };
  }
}

/** The class of one element definition: its declaration read once, on CoursifyElement. */
export function createElementClass<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  features: ElementFeatures,
): CustomElementConstructor {
  return subclassFor(api, component as HostProps['component'], features);
}
