import Download from 'lucide-react/icons/download';
import { useLayoutEffect } from 'react';
import { type InstallCapture, installCapture } from '../../lib/install-capture';
import { dismissDays } from '../../lib/install-dismissal';
import { type PageViews, pageViews as sharedPageViews } from '../../lib/page-views';
import { TEXT_LIMITS } from '../../lib/text-cap';
import { useElementTag } from '../shared/element-tag';
import { useCappedText } from '../shared/useCappedText';
import { InstallBanner } from './InstallBanner';
import { InstallDialog } from './InstallDialog';
import { InstallSteps } from './InstallSteps';
import type { InstallAvailableDetail, InstallChoiceDetail, InstallDismissDetail, InstallMode } from './types';
import { useInstallOffer } from './useInstallOffer';

export { availability } from './useInstallOffer';

export const DEFAULT_APP_NAME = 'Our App';
/** The banner shows by itself from the visitor's second page view on (README, "<install-prompt>"). */
export const DEFAULT_MIN_PAGE_VIEWS = 2;
const NAME = 'install-prompt';

export type InstallPromptProps = {
  /** Never shows anything by itself; the host calls `open()` (or shows the trigger). */
  manual?: boolean;
  /** Where the browser never offers installation (iOS, Safari, Firefox on Android), offer manual steps. */
  instructions?: boolean;
  /** Render an "Install app" button, present only while there is something to offer; it opens the dialog. */
  trigger?: boolean;
  /** Days a dismissal is remembered (default 30; 0 remembers nothing). */
  dismissDays?: number;
  /** The page view from which the banner may show by itself (default 2: never on a first visit's first page). */
  minPageViews?: number;
  /** Named in the title: "Install Our App" by default. */
  appName?: string;
  onInstallAvailable?: (detail: InstallAvailableDetail) => boolean;
  onInstallChoice?: (detail: InstallChoiceDetail) => boolean;
  onInstallDismiss?: (detail: InstallDismissDetail) => boolean;
  /** From the element: registers `open()`. */
  registerMethods?: (methods: { open(): void }) => () => void;
  /** From the element: its custom states `offer` (something to offer) and `banner` (the banner shows). */
  setHostState?: (state: 'offer' | 'banner', on: boolean) => void;
  /** The capture to read: the page's shared one by default (tests pass their own). */
  capture?: InstallCapture | null;
  /** The page-view counter to read: the page's shared one by default (tests pass their own). */
  pageViews?: PageViews | null;
};

/** Sets the element's custom states (for its own sheet and the page's CSS); renders nothing. */
function HostStates({
  setHostState,
  offer,
  banner,
}: {
  setHostState: InstallPromptProps['setHostState'];
  offer: boolean;
  banner: boolean;
}) {
  useLayoutEffect(() => {
    setHostState?.('offer', offer);
    setHostState?.('banner', banner);
  }, [setHostState, offer, banner]);
  return null;
}

function toMinPageViews(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MIN_PAGE_VIEWS;
}

const TRIGGER =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm font-medium ' +
  'text-fg hover:bg-muted';

/**
 * The install offer: an unobtrusive banner after engagement, an "Install app" trigger on request, and the dialog
 * only when the visitor asks for it (useInstallOffer holds the rules).
 */
export function InstallPrompt({
  manual = false,
  instructions = false,
  trigger = false,
  dismissDays: daysValue,
  minPageViews,
  appName: appNameValue = DEFAULT_APP_NAME,
  onInstallAvailable,
  onInstallChoice,
  onInstallDismiss,
  registerMethods,
  setHostState,
  capture: givenCapture,
  pageViews: givenViews,
}: InstallPromptProps) {
  const tag = useElementTag(NAME);
  const appName = useCappedText(tag, 'app-name', appNameValue, TEXT_LIMITS.attribute.appName);
  const offer = useInstallOffer({
    tag,
    capture: givenCapture === undefined ? installCapture() : givenCapture,
    pageViews: givenViews === undefined ? sharedPageViews() : givenViews,
    manual,
    instructions,
    days: dismissDays(daysValue),
    minPageViews: toMinPageViews(minPageViews),
    onInstallAvailable,
    onInstallChoice,
    onInstallDismiss,
    registerMethods,
  });
  const { available, visible } = offer;
  const banner = visible?.surface === 'banner' ? visible.mode : null;
  const dialog = visible?.surface === 'dialog' ? visible.mode : null;
  const title = `Install ${appName}`;
  const bannerText: Record<InstallMode, string> = {
    offer: 'Open it from your home screen or desktop, in its own window.',
    instructions: 'Add it to your home screen from the browser’s menu.',
  };

  return (
    <>
      {/* First: its layout effect must run before the dialog's, which needs the host displayed to take focus. */}
      <HostStates setHostState={setHostState} offer={available.mode !== null} banner={banner !== null} />
      {/* Always present, so the banner's arrival is announced (politely: nothing is interrupted). */}
      <p role="status" className="sr-only">
        {banner ? `${title}: ${bannerText[banner]}` : ''}
      </p>
      {trigger && available.mode && (
        <button
          type="button"
          part="trigger-button"
          aria-haspopup="dialog"
          onClick={offer.openDialog}
          className={TRIGGER}
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          <span className="max-sm:sr-only">Install app</span>
        </button>
      )}
      {banner && (
        <InstallBanner
          title={title}
          text={bannerText[banner]}
          action={banner === 'offer' ? 'Install' : 'Show me how'}
          onAction={banner === 'offer' ? offer.install : offer.openDialog}
          onDismiss={offer.dismiss}
        />
      )}
      {/* Content only while open: the dialog closes before the next paint, so nothing visibly empties. */}
      <InstallDialog
        open={dialog !== null}
        title={title}
        onDismiss={offer.dismiss}
        onInstall={dialog === 'offer' ? offer.install : undefined}
      >
        {dialog === 'instructions' && available.platform && (
          <InstallSteps platform={available.platform} appName={appName} />
        )}
        {dialog === 'offer' && (
          <p>Add {appName} to this device: it opens from your home screen or desktop, in its own window.</p>
        )}
      </InstallDialog>
    </>
  );
}
