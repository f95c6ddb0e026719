/**
 * The class behind every Coursify custom element, made once per definition: r2wc's class (r2wc-internals.ts)
 * with our lifecycle, our attributes and properties, our events. This file holds what needs the element's own
 * private state (its prop store, its input errors, its mount); the rules it applies live beside it, one file
 * each: attributes.ts (attributes and properties), upgrade-capture.ts (properties set before the upgrade),
 * event-dispatch.ts, custom-states.ts, first-render-batch.ts, and lib/method-relay.ts for declared methods.
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { subscribePageState } from '../../lib/page-state';
import { type Problem, reportError, warnProblems } from '../../lib/report';
import { ElementHost, type HostProps } from '../../react/shared/ElementHost';
import { adoptSharedSheet } from '../../styles/sheet';
import { attributeName, type ElementApi, type ElementComponentProps } from './api';
import { attributeText, parseAttribute, propTable } from './attributes';
import { setDeclaredState, syncPageStates } from './custom-states';
import { eventCallbacks } from './event-dispatch';
import type { MethodRelay } from './features/method-relay';
import type { JsonChildWatch, watchJsonChild } from './features/watch-json-child';
import { queueFirstRender } from './first-render-batch';
import { R2WC_PROPS, R2WC_RENDER, type R2wcElement } from './r2wc-internals';
import { reapplyEarlyProperties } from './upgrade-capture';

/** Marks our constructors so a second copy of the bundle recognises the first one's definitions. */
export const COURSIFY_ELEMENT = Symbol.for('coursify-elements.element');

/**
 * The code of the optional declaration fields, passed in by the declaration modules that use them (and only
 * by those: define.ts's types require it exactly where the declaration has the field).
 */
export type FeatureCode = { jsonChild?: typeof watchJsonChild; methods?: typeof MethodRelay };

export function createElementClass<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  { jsonChild: watchChild, methods: Relay }: FeatureCode,
): CustomElementConstructor {
  const [specs, propByAttribute, defaults] = propTable(api);

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

    static readonly observedAttributes = [...propByAttribute.keys()];

    #internals: ElementInternals | undefined;
    #inputErrors = new Map<string, Problem>();
    /** JSON props set as properties before the upgrade: the attribute's queued callback must not replace them. */
    #keepProperty = new Set<string>();
    /** The attribute a property setter is writing: its callback is skipped, the setter applies the value. */
    #reflecting: string | undefined;
    #unsubscribePage: (() => void) | undefined;
    #jsonChild: JsonChildWatch | undefined;
    #unmountScheduled = false;
    #methods = Relay && new Relay(api.tag);
    /** r2wc has mounted this element's React root (and not unmounted it since). */
    #mounted = false;

    constructor() {
      super();
      adoptSharedSheet(this.shadowRoot as ShadowRoot, api.styles);
      this.#internals = this.attachInternals?.();
      this.#store('callbacks', eventCallbacks(this, api.events));
      if (this.#methods) this.#store('registerMethods', this.#methods.register);
      const states = api.states;
      if (states) {
        this.#store('setHostState', (state: string, on: boolean) =>
          setDeclaredState(this.#internals, states, state, on),
        );
      }
      reapplyEarlyProperties(this as unknown as HTMLElement & Record<string, unknown>, specs, this.#keepProperty);
    }

    connectedCallback(): void {
      this.#unmountScheduled = false;
      this.#unsubscribePage ??= subscribePageState(() => this.#syncStates());
      this.#syncStates();
      if (watchChild && !this.#jsonChild) {
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
      const { value, problem, fatal } = parseAttribute(specs[name], name, text);
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

    #syncStates(): void {
      syncPageStates(this.#internals, this[R2WC_PROPS].theme);
    }

    // Declared methods, relayed to the component (which reports what it throws, naming this element).
    static {
      for (const name of Object.keys(api.methods ?? {})) {
        Object.defineProperty(CoursifyElement.prototype, name, {
          configurable: true,
          writable: true,
          value(this: CoursifyElement, ...args: unknown[]) {
            return this.#methods?.call(name, args, this.localName);
          },
        });
      }
    }

    // One accessor per prop, by the rules of attributes.ts: a boolean reads its attribute's presence; a JSON
    // prop is kept as given; the others reflect to their attribute.
    static {
      for (const [name, spec] of Object.entries(specs)) {
        const attribute = attributeName(name, spec);
        Object.defineProperty(CoursifyElement.prototype, name, {
          configurable: true,
          enumerable: true,
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
  }

  return CoursifyElement;
}
