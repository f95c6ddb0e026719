/**
 * Keeps the browser's install offer. Chromium fires `beforeinstallprompt` once per page load, often before any
 * element has rendered, so the listener is added as soon as this module loads: it calls `preventDefault()` (no
 * mini-infobar) and keeps the event, whose `prompt()` the <install-prompt> dialog calls later. It also notes
 * `appinstalled`, and reads whether the app already runs standalone (installed and opened as an app).
 *
 * Everything is read lazily from the window given, so tests can stub `matchMedia` or `navigator` at any time and
 * a capture made for a fake window is fully deterministic. One shared capture serves the page
 * (`installCapture()`), even across two copies of the bundle (it lives under a global symbol).
 */

export type InstallOutcome = 'accepted' | 'dismissed';
export type InstallChoice = { outcome: InstallOutcome; platform?: string };

/** Chromium's BeforeInstallPromptEvent, which TypeScript's DOM types lack. */
export type InstallOfferEvent = Event & {
  readonly platforms?: readonly string[];
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<InstallChoice>;
};

/** Where the browser never fires `beforeinstallprompt` but has its own manual way to install. */
export type InstructionsPlatform = 'ios' | 'android' | 'mac-safari';

export type InstallCapture = {
  /** The kept offer; null before it arrives, once used, or after the app was installed. */
  offer(): InstallOfferEvent | null;
  /** `appinstalled` fired on this page. */
  installed(): boolean;
  /** Running as an installed app: `display-mode: standalone` (or fullscreen / minimal-ui) or iOS's flag. */
  isStandalone(): boolean;
  /** Manual install steps that apply to this browser, or null (it offers installation itself, or cannot). */
  instructionsPlatform(): InstructionsPlatform | null;
  /** Marks the offer used: `prompt()` works once per event. */
  consume(offer: InstallOfferEvent): void;
  /** For useSyncExternalStore: called whenever `offer()` or `installed()` changes. */
  subscribe(listener: () => void): () => void;
  /** Removes the window listeners (tests). */
  stop(): void;
};

/** The part of `window` the capture reads, so a test can pass a fake. */
export type CaptureWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { userAgent?: string; platform?: string; maxTouchPoints?: number; standalone?: boolean };
};

const STANDALONE_QUERIES = ['(display-mode: standalone)', '(display-mode: fullscreen)', '(display-mode: minimal-ui)'];

export function isOfferEvent(event: Event): event is InstallOfferEvent {
  return typeof (event as Partial<InstallOfferEvent>).prompt === 'function';
}

/** Which manual steps fit, from the user agent. Browsers that fire `beforeinstallprompt` get none. */
export function detectInstructionsPlatform(win: CaptureWindow): InstructionsPlatform | null {
  if ('onbeforeinstallprompt' in win) return null; // Chromium: it offers installation itself
  const nav = win.navigator ?? {};
  const ua = nav.userAgent ?? '';
  // iPadOS presents itself as a Mac; touch points tell them apart.
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
  if (iOS) return 'ios';
  if (/Android/.test(ua)) return 'android';
  // Safari 17+ on macOS: File → Add to Dock. Other Mac browsers name themselves in the user agent.
  if (/Macintosh/.test(ua) && /Safari\//.test(ua) && !/Chrome|Chromium|Firefox|Edg|OPR/.test(ua)) {
    return 'mac-safari';
  }
  return null; // e.g. Firefox on the desktop: no honest steps to give
}

export function createInstallCapture(win: CaptureWindow): InstallCapture {
  let offer: InstallOfferEvent | null = null;
  let installed = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const onOffer = (event: Event) => {
    if (!isOfferEvent(event)) return;
    event.preventDefault(); // keep the browser's own infobar away; we offer it in our dialog
    offer = event;
    notify();
  };
  const onInstalled = () => {
    installed = true;
    offer = null;
    notify();
  };
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);

  return {
    offer: () => offer,
    installed: () => installed,
    isStandalone() {
      try {
        if (win.navigator?.standalone === true) return true;
        return STANDALONE_QUERIES.some((query) => win.matchMedia?.(query).matches === true);
      } catch {
        return false;
      }
    },
    instructionsPlatform: () => detectInstructionsPlatform(win),
    consume(promptedOffer) {
      if (offer !== promptedOffer) return;
      offer = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      win.removeEventListener('beforeinstallprompt', onOffer);
      win.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}

const SHARED = Symbol.for('coursify-elements.install-capture');

/** The page's one capture, started on first call (this module calls it as it loads); null outside a browser. */
export function installCapture(): InstallCapture | null {
  if (typeof window === 'undefined') return null;
  const holder = globalThis as unknown as Record<symbol, InstallCapture | undefined>;
  holder[SHARED] ??= createInstallCapture(window as unknown as CaptureWindow);
  return holder[SHARED];
}

installCapture();
