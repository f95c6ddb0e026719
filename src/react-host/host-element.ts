/**
 * The host a coursify-elements/react component renders is the element's own tag (`<course-catalog>`), so that the
 * page's CSS for the tag (`course-catalog::part(card)`, `course-catalog:state(dark)`, `course-catalog { … }`)
 * styles the React component exactly as it styles the custom element. Custom states need a defined custom element
 * with ElementInternals: when the page has not defined the tag, the component registers a minimal class for it
 * (at its first mount in a browser, never at import). docs/decisions/react-host-tag.md has the cases.
 */
import { HOST_STATE, setState } from '../elements/kit/custom-states';

type StateSetter = { [HOST_STATE]?: (state: string, on: boolean) => void };

/** A class that only holds custom states: the React component renders everything else. One per tag. */
function reactHostClass(): CustomElementConstructor {
  return class CoursifyReactHost extends HTMLElement {
    // Engines without ElementInternals or custom states keep the default styles, as the custom element does.
    readonly #internals = this.attachInternals?.();
    [HOST_STATE](state: string, on: boolean): void {
      setState(this.#internals, state, on);
    }
  };
}

const warned = new Set<string>();

/**
 * Makes `host` a defined custom element before the component attaches its shadow root: with the tag's class from
 * the page (a Coursify element, which renders nothing into a host marked as React's), or else with our own. A tag
 * defined by some other script cannot take our states: one warning naming the tag, and the component still renders.
 */
export function defineHost(host: HTMLElement): void {
  if (typeof customElements === 'undefined') return;
  const tag = host.localName;
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, reactHostClass());
  else if (!(HOST_STATE in existing.prototype) && !warned.has(tag)) {
    warned.add(tag);
    console.warn(
      `<${tag}> is defined by another script (not this version of coursify-elements): the React component renders ` +
        `into it, but the page's CSS for its states (${tag}:state(dark)) cannot match.`,
    );
  }
  // Upgrades a host that is not in the document yet (define upgrades only the document's elements).
  customElements.upgrade(host);
}

/** Sets one custom state on a component's host, through whichever of the two classes the tag has. */
export function setHostState(host: HTMLElement | null, state: string, on: boolean): void {
  (host as (HTMLElement & StateSetter) | null)?.[HOST_STATE]?.(state, on);
}
