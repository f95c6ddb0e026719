/**
 * The class behind every Coursify custom element: `CoursifyElement`, one class for all of them, on r2wc's class
 * (r2wc-internals.ts) with our lifecycle, our attributes and properties, our events. Each definition
 * (`defineElement`, one per tag) is a small subclass that carries its declaration, read once, and gets one accessor
 * per prop and one method per declared method.
 *
 * This file holds what needs the element's own private state (its prop store, its input errors, its mount); the
 * rules it applies live beside it, one file each: attributes.ts (attributes and properties), upgrade-capture.ts
 * (properties set before the upgrade), event-dispatch.ts, custom-states.ts, first-render-batch.ts, and
 * features/ for the opt-in parts (features/watch-json-child.ts, features/method-relay.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { subscribeLocale } from '../../lib/i18n/observe';
import { resolveLocale, sameLocale } from '../../lib/i18n/resolve';
import { subscribePageState } from '../../lib/page-state';
import { type Problem, reportError, warnProblems } from '../../lib/report';
import { ElementHost, type HostProps } from '../../react/shared/ElementHost';
import { adoptSharedSheet } from '../../styles/sheet';
import { attributeName, type ElementApi, type ElementComponentProps, type PropSpec } from './api';
import { attributeText, parseAttribute, propTable } from './attributes';
import { HOST_STATE, REACT_HOST_ATTRIBUTE, setDeclaredState, setState, syncPageStates } from './custom-states';
import type { ElementFeatures } from './define';
import { eventCallbacks } from './event-dispatch';
import type { JsonChildWatch } from './features/watch-json-child';
import { queueFirstRender } from './first-render-batch';
import { R2WC_PROPS, R2WC_RENDER, type R2wcElement } from './r2wc-internals';
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

type HydrateModule = typeof import('./features/hydrate');
/** The hydration chunk (features/hydrate.ts), loaded by the first element that finds server content. */
let loadingHydrate: Promise<HydrateModule> | undefined;
let hydrateModule: HydrateModule | undefined;

function definitionOf(element: Element): Definition {
  return (element.constructor as unknown as { [DEFINITION]: Definition })[DEFINITION];
}

/**
 * What r2wc renders with an element's prop store (its props plus `container`, `callbacks`, `inputErrors`): the
 * element's component inside ElementHost, with its declared defaults. One for every element, so that r2wc's class
 * is made once: the definition is the shadow root's host's. ElementHost reads `component` and `defaults` from it
 * and nothing else (spread whole: smaller than picking, in the chunk every element loads).
 */
function RenderedElement(values: HostProps['values']) {
  const host = (values.container as ShadowRoot).host;
  return createElement(ElementHost, { ...definitionOf(host), tag: host.localName, values });
}

/** Whether a server-rendered root's own sheet styles it: a linked file, or a `<style>` the page's policy allowed. */
function serverSheetApplies(root: ShadowRoot): boolean {
  for (const child of root.children) {
    if (child.localName === 'link' || (child.localName === 'style' && (child as HTMLStyleElement).sheet)) return true;
  }
  return false;
}

/**
 * r2wc's class, declaring no props of its own (ours are driven below). Where there is no DOM (the shell's
 * prerender imports the element modules in Node) a stand-in lets this module load: no element is defined there,
 * since defineElement returns before making a class.
 */
const R2wcElementBase = (typeof HTMLElement === 'undefined'
  ? class {}
  : r2wc(RenderedElement, { shadow: 'open' })) as unknown as new () => R2wcElement;

/**
 * Makes the class of one element definition. Set by CoursifyElement's static block: its accessors and methods call
 * the element's private members, which only code inside the class body may reach.
 */
let subclassFor: (
  api: ElementApi,
  component: HostProps['component'],
  features: ElementFeatures,
) => CustomElementConstructor;

class CoursifyElement extends R2wcElementBase {
  readonly #definition = definitionOf(this);
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
  /** r2wc has mounted this element's React root (and not unmounted it since). */
  #mounted = false;
  /** The shadow root was server-rendered (coursify-elements/ssr) and is not hydrated yet (features/hydrate.ts). */
  #serverContent: boolean;

  constructor() {
    super();
    const { api, specs } = this.#definition;
    // A declarative root kept by attachShadow below: server content (coursify-elements/ssr), hydrated later. Its
    // own <style> styles it until then; hydration swaps that for the shared sheets in one step (#adoptSheets), so
    // the root's rules change once, not twice: each change restyles every node of the root (a 20-card grid: about
    // 20 ms here, four times that on a mid-range phone).
    // Under a policy that blocked that <style> (it has no sheet), the shared sheets are adopted at once instead.
    this.#serverContent = (this.shadowRoot as ShadowRoot).firstElementChild !== null;
    if (!this.#serverContent || !serverSheetApplies(this.shadowRoot as ShadowRoot)) this.#adoptSheets();
    this.#internals = this.attachInternals?.();
    this.#store('callbacks', eventCallbacks(this, api.events));
    if (this.#methods) this.#store('registerMethods', this.#methods.register);
    const { structuredData } = this.#definition;
    if (structuredData)
      this.#store(
        'structuredData',
        structuredData(() => this),
      );
    const states = api.states;
    if (states) {
      this.#store('setHostState', (state: string, on: boolean) => setDeclaredState(this.#internals, states, state, on));
    }
    reapplyEarlyProperties(this as unknown as HTMLElement & Record<string, unknown>, specs, this.#keepProperty);
  }

  connectedCallback(): void {
    // A coursify-elements/react component's host: that component renders into the shadow root (custom-states.ts).
    if (this.hasAttribute(REACT_HOST_ATTRIBUTE)) return;
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
    // r2wc's connectedCallback mounts the React root at once; a first mount waits for the task's batch instead.
    if (this.#mounted) super.connectedCallback();
    else
      queueFirstRender(this, () => {
        this.#mounted = true;
        super.connectedCallback();
      });
  }

  /** The element's constructed sheets (shared by every instance of the page) adopted by its shadow root. */
  readonly #adoptSheets = (): void => adoptSharedSheet(this.shadowRoot as ShadowRoot, this.#definition.api.styles);

  /** The states of a React component's host, which the component sets (it alone knows its props). */
  [HOST_STATE](state: string, on: boolean): void {
    if (this.hasAttribute(REACT_HOST_ATTRIBUTE)) setState(this.#internals, state, on);
  }

  /**
   * r2wc attaches the shadow root in its constructor; on a declarative (server-rendered) root that would empty it.
   * The root is kept, and hydrated at the first render.
   */
  attachShadow(init: ShadowRootInit): ShadowRoot {
    return this.shadowRoot ?? super.attachShadow(init);
  }

  /**
   * The first render of server content hydrates it (features/hydrate.ts, loaded then); every other render is r2wc's.
   * Until it is hydrated the server's content shows, and renders asked for meanwhile only update the store.
   */
  [R2WC_RENDER](): void {
    if (!this.#serverContent) return void super[R2WC_RENDER]();
    const hydrateNow = ({ hydrate }: HydrateModule) => {
      if (!this.#serverContent) return;
      const hydrated = hydrate(this, RenderedElement, this.#adoptSheets);
      if (hydrated === 'render') this.#renderOverServerContent();
      else if (hydrated) this.#serverContent = false;
    };
    // Once the chunk is here, in the same task: a frame between the upgrade and the hydration would style the
    // server's root once for its own <style> and again for the shared sheets. Not while the page is still being
    // parsed: the parser may be inside this element's server content, and the task the import takes lets it go on.
    if (hydrateModule && this.ownerDocument.readyState !== 'loading') {
      hydrateNow(hydrateModule);
      return;
    }
    loadingHydrate ??= import('./features/hydrate').then((module) => {
      hydrateModule = module;
      return module;
    });
    loadingHydrate.then(
      hydrateNow,
      // The chunk could not be loaded: rendered on the client, as without server content.
      () => this.#renderOverServerContent(),
    );
  }

  /** Server content that cannot be hydrated (see R2WC_RENDER) is replaced by a render on the client. */
  #renderOverServerContent(): void {
    this.#serverContent = false;
    this.#adoptSheets();
    this.shadowRoot?.replaceChildren();
    this[R2WC_RENDER]();
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
      this.#unsubscribeLocale?.();
      this.#unsubscribeLocale = undefined;
      this.#jsonChild?.stop();
      this.#jsonChild = undefined;
      this.#mounted = false;
      super.disconnectedCallback();
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
    this[R2WC_PROPS][name] = value;
  }

  /** The component shows the first unusable attribute's error state (ElementHost). */
  #storeInputErrors(): void {
    this.#store('inputErrors', [...this.#inputErrors.values()]);
  }

  #render(): void {
    // r2wc would mount a React root even on a detached element; connectedCallback renders when it arrives.
    // Before the first render of its batch, the store is all that changes: that render reads it.
    if (this.isConnected && this.#mounted) this[R2WC_RENDER]();
  }

  /** The language and direction from the element, its ancestors or the page: a change re-renders, no remount. */
  #syncLocale(): void {
    const locale = resolveLocale(this, this.localName);
    // Unchanged, a render is still due while server content waits for its language: the module's arrival (or its
    // failure to arrive) is what lets it hydrate.
    if (sameLocale(this[R2WC_PROPS].resolvedLocale as never, locale))
      return void (this.#serverContent && this.#render());
    this.#store('resolvedLocale', locale);
    this.#render();
  }

  #syncStates(): void {
    syncPageStates(this.#internals, this[R2WC_PROPS].theme);
  }

  /**
   * One accessor per prop, by the rules of attributes.ts: a boolean reads its attribute's presence; a JSON prop is
   * kept as given; the others reflect to their attribute.
   */
  static #installProps(prototype: CoursifyElement, specs: Definition['specs']): void {
    for (const [name, spec] of Object.entries(specs)) {
      const attribute = attributeName(name, spec);
      // In the order r2wc writes its own accessors: the same text compresses to almost nothing.
      Object.defineProperty(prototype, name, {
        enumerable: true,
        configurable: true,
        get(this: CoursifyElement) {
          return spec.type === 'boolean' ? this.hasAttribute(attribute) : this[R2WC_PROPS][name];
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
