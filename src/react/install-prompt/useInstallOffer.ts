import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type InstallCapture,
  type InstallChoice,
  type InstallOfferEvent,
  type InstallOutcome,
  type InstructionsPlatform,
  installCapture,
} from '../../lib/install-capture';
import { dismissDays, isDismissalRemembered, rememberDismissal } from '../../lib/install-dismissal';
import { type PageViews, pageViews as sharedPageViews } from '../../lib/page-views';
import { warnProblems } from '../../lib/report';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import type { InstallAvailableDetail, InstallChoiceDetail, InstallDismissDetail, InstallMode } from './types';

/** Where it is shown: the unobtrusive banner (by itself), or the dialog (only when the visitor asks). */
export type InstallSurface = 'banner' | 'dialog';

export type Availability = { mode: InstallMode | null; platform: InstructionsPlatform | null };

/** What could be shown now, whatever was dismissed: nothing at all once the app runs standalone. */
export function availability(capture: InstallCapture | null, instructions: boolean): Availability {
  if (!capture || capture.isStandalone() || capture.installed()) return { mode: null, platform: null };
  if (capture.offer()) return { mode: 'offer', platform: null };
  const platform = instructions ? capture.instructionsPlatform() : null;
  return { mode: platform ? 'instructions' : null, platform };
}

/** The banner shows by itself from the visitor's second page view on (docs/elements/install-prompt.md). */
export const DEFAULT_MIN_PAGE_VIEWS = 2;

/** The element's props that drive the offer, as given (each checked here). */
export type InstallOfferOptions = {
  /** Never shows anything by itself; the host calls `open()` (or shows the trigger). */
  manual?: boolean;
  /** Where the browser never offers installation (iOS, Safari, Firefox on Android), offer manual steps. */
  instructions?: boolean;
  /** Days a dismissal is remembered (default 30; 0 remembers nothing). */
  dismissDays?: number;
  /** The page view from which the banner may show by itself (default 2: never on a first visit's first page). */
  minPageViews?: number;
  onInstallAvailable?: (detail: InstallAvailableDetail) => boolean;
  onInstallChoice?: (detail: InstallChoiceDetail) => boolean;
  onInstallDismiss?: (detail: InstallDismissDetail) => boolean;
  /** From the element: registers `open()`. */
  registerMethods?: (methods: { open(): void }) => () => void;
  /** The capture to read: the page's shared one by default (tests pass their own). */
  capture?: InstallCapture | null;
  /** The page-view counter to read: the page's shared one by default (tests pass their own). */
  pageViews?: PageViews | null;
};

function toMinPageViews(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MIN_PAGE_VIEWS;
}

type Shown = { surface: InstallSurface; mode: InstallMode };

const noSubscription = () => () => {};

function isOutcome(value: unknown): value is InstallOutcome {
  return value === 'accepted' || value === 'dismissed';
}

/**
 * The install offer's state and actions, apart from how it looks:
 * - `install-available` once per offer, whether it came before or after this rendered;
 * - by itself (not `manual`), the banner once per offer (or once for the steps), and only after engagement
 *   (`minPageViews`) and without a remembered dismissal; never the dialog, never focus;
 * - `openDialog()` (the trigger button, `el.open()`, the banner's "how" button): the dialog, whatever was dismissed;
 * - `install()` calls the browser's prompt inside the click; `dismiss()` remembers the dismissal.
 */
export function useInstallOffer(tag: string, options: InstallOfferOptions) {
  const { manual = false, instructions = false, onInstallAvailable, onInstallChoice, onInstallDismiss } = options;
  const { registerMethods } = options;
  const capture = options.capture === undefined ? installCapture() : options.capture;
  const pageViews = options.pageViews === undefined ? sharedPageViews() : options.pageViews;
  const days = dismissDays(options.dismissDays);
  const minPageViews = toMinPageViews(options.minPageViews);
  const offer = useSyncExternalStore(
    capture?.subscribe ?? noSubscription,
    () => capture?.offer() ?? null,
    () => null,
  );
  useSyncExternalStore(
    capture?.subscribe ?? noSubscription,
    () => capture?.installed() ?? false,
    () => false,
  );
  const views = useSyncExternalStore(
    pageViews?.subscribe ?? noSubscription,
    () => pageViews?.count() ?? 0,
    () => 0,
  );
  const now = availability(capture, instructions);
  const [shown, setShown] = useState<Shown | null>(null);
  // Visible only while what it shows is still available (an offer used elsewhere, or an install, hides it).
  const visible = shown !== null && shown.mode === now.mode ? shown : null;

  // Read by handlers and by open(): current before the next event, also where effects run after a paint.
  const latest = useRef({ visible, instructions });
  useBrowserLayoutEffect(() => {
    latest.current = { visible, instructions };
  });

  const announced = useRef<InstallOfferEvent | null>(null);
  useEffect(() => {
    if (!offer || now.mode !== 'offer' || announced.current === offer) return;
    announced.current = offer;
    onInstallAvailable?.({ platforms: [...(offer.platforms ?? [])] });
  }, [offer, now.mode, onInstallAvailable]);

  const engaged = views >= minPageViews;
  const autoShown = useRef<unknown>(null);
  useEffect(() => {
    if (manual || !now.mode || !engaged) return;
    const key = now.mode === 'offer' ? offer : 'instructions';
    if (autoShown.current === key) return;
    autoShown.current = key;
    const mode = now.mode;
    // The banner never replaces a dialog the visitor opened.
    if (!isDismissalRemembered(days)) setShown((current) => current ?? { surface: 'banner', mode });
  }, [manual, now.mode, offer, days, engaged]);

  const openDialog = useCallback(() => {
    const { mode } = availability(capture, latest.current.instructions);
    if (mode) setShown({ surface: 'dialog', mode });
  }, [capture]);

  // open(): the host asked, so a remembered dismissal does not stop it; with nothing to show, nothing happens.
  // Registered in a layout effect, with the render that shows the element: a call made before registration waits
  // and runs then (method-relay.ts), and Preact (the lite build) runs plain effects only after the next paint, so a
  // host's open() right after the element appeared could wait past a later install offer and open the dialog.
  useBrowserLayoutEffect(() => registerMethods?.({ open: openDialog }), [registerMethods, openDialog]);

  const hide = () => {
    latest.current = { ...latest.current, visible: null };
    setShown(null);
  };

  const dismiss = () => {
    const dismissed = latest.current.visible;
    if (!dismissed) return;
    hide();
    rememberDismissal(days);
    onInstallDismiss?.({ mode: dismissed.mode });
  };

  const report = (message: string, error?: unknown) =>
    warnProblems(tag, [{ where: 'install', message: `${message}${error ? ` (${String(error)})` : ''}` }]);

  const install = () => {
    const promptedOffer = offer;
    if (!promptedOffer) return;
    let prompted: Promise<unknown>;
    try {
      prompted = Promise.resolve(promptedOffer.prompt()); // synchronously, inside the click: browsers require the gesture
    } catch (error) {
      prompted = Promise.reject(error);
    }
    hide();
    capture?.consume(promptedOffer); // prompt() works once per event
    prompted
      .then((result) => promptedOffer.userChoice ?? (result as InstallChoice))
      .then(
        (choice) => {
          const outcome = (choice as Partial<InstallChoice> | undefined)?.outcome;
          if (!isOutcome(outcome)) return report(`the browser answered no known outcome: ${String(outcome)}`);
          if (outcome === 'dismissed') rememberDismissal(days);
          onInstallChoice?.({ outcome });
        },
        (error: unknown) => report('the browser refused to show its install prompt', error),
      );
  };

  return { available: now, visible, openDialog, install, dismiss };
}
