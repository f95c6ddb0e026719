/**
 * defineElement: the one way a Coursify custom element is made.
 *
 * r2wc gives the lifecycle: an open shadow root, one React root per element, and a render of its prop store on
 * change. Attributes and properties are ours, driven by the element's declaration, because r2wc's own mapping
 * has gaps (docs/toolchain.md). Each rule below is proven by a browser test in test/element:
 * - booleans follow HTML (present = true, removed = false); a removed attribute returns to the default;
 *   a JSON attribute that fails to parse shows an error state instead of throwing;
 * - rich data set as a property is kept as given (not stringified into an attribute);
 * - properties set before the element was defined are applied, not lost;
 * - events bubble, are composed, carry a typed detail, and are cancelable where they precede an action;
 * - moving the element (remove + re-insert in one task) keeps its React state;
 * - defining the same name twice never throws;
 * - every shadow root adopts the one shared stylesheet;
 * - with `jsonChild` declared, an inline <script type="application/json"> child feeds the component
 *   (features/watch-json-child.ts);
 * - with `methods` declared, each is a method of the element, relayed to the component (features/method-relay.ts);
 *   both are opt-in code: the element's declaration module passes them in its `ElementFeatures`, so an element
 *   without them does not download them (the compiler requires them where the declaration asks for them);
 * - with `states` declared, the component can set those custom states on the element, for the page's CSS;
 * - elements connected in one task render for the first time together, in one pass (first-render-batch.ts).
 * The class is made in element-class.ts; each rule's code is in the small file that element-class.ts names.
 */
import type { ComponentType } from 'react';
import { loadBundled } from '../../lib/i18n/bundled';
import { setTranslationLoader } from '../../lib/i18n/registry';
import type { ElementApi, ElementComponentProps } from './api';
import { HOST_STATE } from './custom-states';
import { COURSIFY_ELEMENT, createElementClass } from './element-class';
import type { MethodRelay } from './features/method-relay';
import type { structuredData } from './features/structured-data';
import type { watchJsonChild } from './features/watch-json-child';

/**
 * The code behind optional declaration fields, passed by the declaration modules that use them (and imported by
 * those only): `jsonChild` needs `watchJsonChild`, `methods` needs `MethodRelay`. For a declaration `A` each is
 * required where `A` has the field and refused where it has not; for any element (`ElementApi`, the kit's own view)
 * each may be there.
 */
export type ElementFeatures<A extends ElementApi = ElementApi> = Feature<
  A,
  'jsonChild',
  { watchJsonChild: typeof watchJsonChild }
> &
  Feature<A, 'methods', { MethodRelay: typeof MethodRelay }> & {
    /**
     * For an element that describes what it shows as schema.org data in its light DOM (the catalog): the component
     * gets a `structuredData` prop to report to (features/structured-data.ts).
     */
    structuredData?: typeof structuredData;
  };

type Feature<A extends ElementApi, Field extends keyof ElementApi, Code> =
  A extends Required<Pick<ElementApi, Field>>
    ? Code
    : ElementApi extends A
      ? Partial<Code>
      : { [K in keyof Code]?: undefined };

export function defineElement<A extends ElementApi>(
  api: A,
  component: ComponentType<ElementComponentProps<A>>,
  tag: string = api.tag,
  ...[features]: object extends ElementFeatures<A> ? [features?: ElementFeatures<A>] : [features: ElementFeatures<A>]
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  // The languages we ship load when an element first resolves to one (lib/i18n/bundled.ts).
  setTranslationLoader(loadBundled);
  const existing = customElements.get(tag);
  if (existing) {
    const mark = (existing as unknown as Record<symbol, string | undefined>)[COURSIFY_ELEMENT];
    const sameElement = mark === api.tag;
    // Without our mark but with our state method: the class a coursify-elements/react component registers for its
    // host when it renders before this script (custom-states.ts). The tag cannot be defined twice.
    const byReact = !mark && HOST_STATE in existing.prototype;
    if (!sameElement) {
      console.warn(
        `<${tag}> is already defined by ${byReact ? 'a coursify-elements/react component' : 'another script'}; not redefined. Use define('my-${api.tag}') for another name.`,
      );
    }
    return existing;
  }
  const elementClass = createElementClass(api, component, features ?? {});
  customElements.define(tag, elementClass);
  return elementClass;
}
