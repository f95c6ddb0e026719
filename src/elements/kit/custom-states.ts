/**
 * The element's custom states (`:state(…)`), which its stylesheet and the page's CSS key on. Set through the
 * element's own ElementInternals: the page's `dark` class reaches every shadow root this way, in every engine,
 * with no `:host-context` (which not every engine has).
 */
import { readPageState, themeIsDark } from '../../lib/page-state';

/**
 * Engines without custom states (no `states`, or only the older `--dark` syntax) throw or lack it: the element
 * keeps its default (light) styles, and the page's CSS for a state never matches. Nothing else depends on them.
 */
export function setState(internals: ElementInternals | undefined, state: string, on: boolean): void {
  if (!internals) return;
  // Only a change: even a no-op add or delete makes the engine re-check every `:has(…:state(…))` rule of the page
  // (Chromium: a style recalculation from the document's root). What is set is kept here, not asked of `states`:
  // WebKitGTK's `states.has()` answered false for a state it had (the element then stayed dark).
  let current = applied.get(internals);
  if (!current) {
    current = new Set();
    applied.set(internals, current);
  }
  if (current.has(state) === on) return;
  try {
    if (on) {
      internals.states.add(state);
      current.add(state);
    } else {
      internals.states.delete(state);
      current.delete(state);
    }
  } catch {
    // See above: the default styles apply.
  }
}

/** The states each element's internals holds, as set through setState. */
const applied = new WeakMap<ElementInternals, Set<string>>();

/** `dark` (by the element's own `theme`: see themeIsDark) and `reduced-motion` (the page's), in step with the page. */
export function syncPageStates(internals: ElementInternals | undefined, theme: unknown): void {
  const page = readPageState();
  setState(internals, 'dark', themeIsDark(theme, page));
  setState(internals, 'reduced-motion', page.reducedMotion);
}

/** One of the states the declaration lists (`states`), set by the component, for the page's CSS. */
export function setDeclaredState(
  internals: ElementInternals | undefined,
  declared: Readonly<Record<string, string>>,
  state: string,
  on: boolean,
): void {
  if (Object.hasOwn(declared, state)) setState(internals, state, on);
}

/**
 * A host rendered by a coursify-elements/react component carries this attribute (its value: the element's tag). The
 * component owns that host's shadow root: a real custom element of the same tag (loaded by the page too) leaves it
 * alone and renders nothing into it (element-class.ts). docs/decisions/react-host-tag.md.
 */
export const REACT_HOST_ATTRIBUTE = 'data-cf-element';

/**
 * How a React component sets a custom state on its host, whichever class the tag has on the page: the React entry's
 * own host class (src/react-host/host-element.ts) or a real Coursify element. `Symbol.for`, so that a copy of the
 * package loaded from elsewhere (a CDN element beside the React entry from npm) answers it too.
 */
export const HOST_STATE = Symbol.for('coursify-elements.host-state');
