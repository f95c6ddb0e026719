/**
 * The engine a test runs in, and the OS colour scheme (`prefers-color-scheme`) a test switches live.
 *
 * Chromium emulates them for real over CDP: CSS `@media` and `matchMedia()` both follow. Firefox (driven over
 * WebDriver BiDi) and WebKit (over WebDriver classic) have no command for it, so there this module, imported
 * before any element module, replaces `matchMedia` with one whose lists for those queries the test controls:
 * what our code does with `matchMedia` (the theme store following the OS) is proven in every engine; what CSS
 * `@media` does with the OS setting is proven in Chromium only (no driver here can change it in the others).
 */
import { emulateMedia } from '@web/test-runner-commands';

export type Engine = 'chromium' | 'firefox' | 'webkit';

function detectEngine(): Engine {
  const agent = navigator.userAgent;
  if (agent.includes('Firefox/')) return 'firefox';
  if (agent.includes('Chrome/')) return 'chromium';
  return 'webkit';
}

export const engine: Engine = detectEngine();

/** Whether this engine's driver can emulate OS media features (colour scheme, reduced motion) for CSS @media too. */
export const canEmulateMedia = engine === 'chromium';

const COLOR_SCHEME_DARK = '(prefers-color-scheme: dark)';

/** A MediaQueryList for one query whose `matches` the test sets; change events as the browser fires them. */
class ControlledMediaList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;
  constructor(
    readonly media: string,
    public matches = false,
  ) {
    super();
  }
  set(matches: boolean): void {
    if (matches === this.matches) return;
    this.matches = matches;
    const event = new Event('change') as MediaQueryListEvent;
    Object.defineProperties(event, { matches: { value: matches }, media: { value: this.media } });
    this.dispatchEvent(event);
    this.onchange?.call(this, event);
  }
  addListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }
  removeListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }
}

const controlled = new Map<string, ControlledMediaList>();
if (!canEmulateMedia) {
  const realMatchMedia = window.matchMedia.bind(window);
  controlled.set(COLOR_SCHEME_DARK, new ControlledMediaList(COLOR_SCHEME_DARK));
  window.matchMedia = (query: string) => controlled.get(query.trim()) ?? realMatchMedia(query);
}

export async function emulateColorScheme(scheme: 'light' | 'dark'): Promise<void> {
  if (canEmulateMedia) await emulateMedia({ colorScheme: scheme });
  else controlled.get(COLOR_SCHEME_DARK)?.set(scheme === 'dark');
}
