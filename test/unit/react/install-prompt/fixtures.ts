/** Shared by the install-prompt unit tests: a fake window for a capture, and synthetic install offers. */
import type { CaptureWindow, InstallChoice, InstallOfferEvent } from '../../../../src/lib/install-capture';
import type { PageViews } from '../../../../src/lib/page-views';

export const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
export const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
export const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export type FakeWindow = CaptureWindow &
  EventTarget & {
    standaloneQuery: boolean;
    navigator: NonNullable<CaptureWindow['navigator']>;
    onbeforeinstallprompt?: null;
  };

/** An EventTarget with a `matchMedia` answering display-mode queries and a navigator to set. */
export function fakeWindow(options: { userAgent?: string; chromium?: boolean } = {}): FakeWindow {
  const target = new EventTarget() as FakeWindow;
  target.standaloneQuery = false;
  target.matchMedia = (query: string) => ({
    matches: query === '(display-mode: standalone)' && target.standaloneQuery,
  });
  target.navigator = { userAgent: options.userAgent ?? DESKTOP_CHROME, maxTouchPoints: 0 };
  if (options.chromium ?? !options.userAgent) target.onbeforeinstallprompt = null;
  return target;
}

export type FakeOffer = InstallOfferEvent & { prompted: number };

/** A synthetic `beforeinstallprompt` as Chromium fires it: cancelable, with prompt() and userChoice. */
export function offerEvent(
  outcome: InstallChoice['outcome'] | 'garbage' = 'accepted',
  options: { promptThrows?: boolean } = {},
): FakeOffer {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as FakeOffer;
  Object.assign(event, {
    prompted: 0,
    platforms: ['web'],
    prompt() {
      event.prompted++;
      if (options.promptThrows) throw new DOMException('prompt() may only be called once', 'InvalidStateError');
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

/** A page-view counter the test moves on by hand (`next()`: a navigation to another page). */
export function fakePageViews(start = 2): PageViews & { next(): void } {
  let views = start;
  const listeners = new Set<() => void>();
  return {
    count: () => views,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => listeners.clear(),
    next() {
      views++;
      for (const listener of listeners) listener();
    },
  };
}
