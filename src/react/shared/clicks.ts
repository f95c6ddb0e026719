import type { MouseEvent } from 'react';

/**
 * A click that follows the link in this tab: not a middle click or a modifier click, whose "open in new tab",
 * download or new window stays the browser's business.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
