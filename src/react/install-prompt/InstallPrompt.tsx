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
import { warnProblems } from '../../lib/report';
import { TEXT_LIMITS } from '../../lib/text-cap';
import { useElementTag } from '../shared/element-tag';
import { useCappedText } from '../shared/useCappedText';
import { InstallDialog } from './InstallDialog';
import { InstallSteps } from './InstallSteps';

export type InstallAvailableDetail = { platforms: string[] };
export type InstallChoiceDetail = { outcome: InstallOutcome };
export type InstallDismissDetail = { mode: InstallMode };
/** What the dialog shows: the browser's offer (Install App), or manual steps. */
export type InstallMode = 'offer' | 'instructions';

export const DEFAULT_APP_NAME = 'Our App';
const NAME = 'install-prompt';

export type InstallPromptProps = {
  /** Never opens by itself; the host calls `open()`. */
  manual?: boolean;
  /** Where the browser never offers installation (iOS, Safari, Firefox on Android), show manual steps. */
  instructions?: boolean;
  /** Days a dismissal is remembered (default 30; 0 remembers nothing). */
  dismissDays?: number;
  /** Named in the title: "Install Our App" by default. */
  appName?: string;
  onInstallAvailable?: (detail: InstallAvailableDetail) => boolean;
  onInstallChoice?: (detail: InstallChoiceDetail) => boolean;
  onInstallDismiss?: (detail: InstallDismissDetail) => boolean;
  /** From the element: registers `open()`. */
  registerMethods?: (methods: { open(): void }) => () => void;
  /** The capture to read: the page's shared one by default (tests pass their own). */
  capture?: InstallCapture | null;
};

type Availability = { mode: InstallMode | null; platform: InstructionsPlatform | null };

/** What could be shown now, whatever was dismissed: nothing at all once the app runs standalone. */
export function availability(capture: InstallCapture | null, instructions: boolean): Availability {
  if (!capture || capture.isStandalone() || capture.installed()) return { mode: null, platform: null };
  if (capture.offer()) return { mode: 'offer', platform: null };
  const platform = instructions ? capture.instructionsPlatform() : null;
  return { mode: platform ? 'instructions' : null, platform };
}

const noSubscription = () => () => {};

function isOutcome(value: unknown): value is InstallOutcome {
  return value === 'accepted' || value === 'dismissed';
}

export function InstallPrompt({
  manual = false,
  instructions = false,
  dismissDays: daysValue,
  appName: appNameValue = DEFAULT_APP_NAME,
  onInstallAvailable,
  onInstallChoice,
  onInstallDismiss,
  registerMethods,
  capture: given,
}: InstallPromptProps) {
  const tag = useElementTag(NAME);
  const appName = useCappedText(tag, 'app-name', appNameValue, TEXT_LIMITS.attribute.appName);
  const capture = given === undefined ? installCapture() : given;
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
  const days = dismissDays(daysValue);
  const now = availability(capture, instructions);
  const [shown, setShown] = useState<InstallMode | null>(null);
  // Visible only while what it shows is still available (an offer used elsewhere, or an install, hides it).
  const mode = shown !== null && shown === now.mode ? shown : null;
  const modeRef = useRef(mode);
  const instructionsRef = useRef(instructions);
  useEffect(() => {
    modeRef.current = mode;
    instructionsRef.current = instructions;
  });

  // Each offer is announced once, whether it arrived before or after this element rendered.
  const announced = useRef<InstallOfferEvent | null>(null);
  useEffect(() => {
    if (!offer || now.mode !== 'offer' || announced.current === offer) return;
    announced.current = offer;
    onInstallAvailable?.({ platforms: [...(offer.platforms ?? [])] });
  }, [offer, now.mode, onInstallAvailable]);

  // Opens by itself once per offer (or once for the steps), unless manual or a dismissal is remembered.
  const autoOpened = useRef<unknown>(null);
  useEffect(() => {
    if (manual || !now.mode) return;
    const key = now.mode === 'offer' ? offer : 'instructions';
    if (autoOpened.current === key) return;
    autoOpened.current = key;
    if (!isDismissalRemembered(days)) setShown(now.mode);
  }, [manual, now.mode, offer, days]);

  // open(): the host asked, so a remembered dismissal does not stop it; with nothing to show, nothing happens.
  useEffect(
    () =>
      registerMethods?.({
        open() {
          const { mode: available } = availability(capture, instructionsRef.current);
          if (available) setShown(available);
        },
      }),
    [registerMethods, capture],
  );

  const hide = () => {
    modeRef.current = null;
    setShown(null);
  };

  const dismiss = () => {
    const was = modeRef.current;
    if (!was) return;
    hide();
    rememberDismissal(days);
    onInstallDismiss?.({ mode: was });
  };

  const report = useCallback(
    (message: string, error?: unknown) =>
      warnProblems(tag, [{ where: 'install', message: `${message}${error ? ` (${String(error)})` : ''}` }]),
    [tag],
  );

  const install = () => {
    const used = offer;
    if (!used) return;
    let prompted: Promise<unknown>;
    try {
      prompted = Promise.resolve(used.prompt()); // synchronously, inside the click: browsers require the gesture
    } catch (error) {
      prompted = Promise.reject(error);
    }
    hide();
    capture?.consume(used); // prompt() works once per event
    prompted
      .then((result) => used.userChoice ?? (result as InstallChoice))
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

  // Content only while open: the dialog closes before the next paint, so nothing visibly empties.
  return (
    <InstallDialog
      open={mode !== null}
      title={`Install ${appName}`}
      onDismiss={dismiss}
      onInstall={mode === 'offer' ? install : undefined}
    >
      {mode === 'instructions' && now.platform && <InstallSteps platform={now.platform} appName={appName} />}
      {mode === 'offer' && (
        <p>Add {appName} to this device: it opens from your home screen or desktop, in its own window.</p>
      )}
    </InstallDialog>
  );
}
