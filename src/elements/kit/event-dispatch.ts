/**
 * The declared events, dispatched from the host element. r2wc's own events neither bubble nor cross the shadow
 * boundary; ours are CustomEvents that bubble, are composed (a page listening on `document` hears them) and are
 * cancelable where they precede a default action, so a host can `preventDefault()` a navigation and route.
 */
import { callbackName, type EventSpec } from './api';

/**
 * One callback prop per declared event (`course-navigate` → `onCourseNavigate`), for the component to call with
 * the detail; it returns false when a listener called `preventDefault()`.
 */
export function eventCallbacks(
  element: HTMLElement,
  events: Readonly<Record<string, EventSpec<unknown>>>,
): Record<string, (detail: unknown) => boolean> {
  return Object.fromEntries(
    Object.entries(events).map(([name, spec]) => [
      callbackName(name),
      (detail: unknown) =>
        element.dispatchEvent(
          new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: spec.cancelable }),
        ),
    ]),
  );
}
