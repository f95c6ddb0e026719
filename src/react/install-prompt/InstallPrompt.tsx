import { TEXT_LIMITS } from '../../lib/text-cap';
import { useElementTag } from '../shared/element-tag';
import { useCappedText } from '../shared/useCappedText';
import { HostStates } from './HostStates';
import { InstallBanner } from './InstallBanner';
import { InstallDialog } from './InstallDialog';
import { InstallSteps } from './InstallSteps';
import { InstallTrigger } from './InstallTrigger';
import { useInstallMessages } from './messages';
import type { InstallMode } from './types';
import { type InstallOfferOptions, useInstallOffer } from './useInstallOffer';

export { availability, DEFAULT_MIN_PAGE_VIEWS } from './useInstallOffer';

export const DEFAULT_APP_NAME = 'Our App';
const NAME = 'install-prompt';

export type InstallPromptProps = InstallOfferOptions & {
  /** Render an "Install app" button, present only while there is something to offer; it opens the dialog. */
  trigger?: boolean;
  /** Named in the title: "Install Our App" by default. */
  appName?: string;
  /** From the element: its custom states `offer` (something to offer) and `banner` (the banner shows). */
  setHostState?: (state: 'offer' | 'banner', on: boolean) => void;
};

const BANNER_TEXT = {
  offer: 'installBannerOfferText',
  instructions: 'installBannerInstructionsText',
} as const satisfies Record<InstallMode, string>;

/**
 * The install offer: an unobtrusive banner after engagement, an "Install app" trigger on request, and the dialog
 * only when the visitor asks for it. useInstallOffer holds the rules; this is how it looks.
 */
export function InstallPrompt({
  trigger = false,
  appName: appNameValue = DEFAULT_APP_NAME,
  setHostState,
  ...options
}: InstallPromptProps) {
  const tag = useElementTag(NAME);
  const appName = useCappedText(tag, 'app-name', appNameValue, TEXT_LIMITS.attribute.appName);
  const offer = useInstallOffer(tag, options);
  const { available, visible } = offer;
  const banner = visible?.surface === 'banner' ? visible.mode : null;
  const dialog = visible?.surface === 'dialog' ? visible.mode : null;
  const t = useInstallMessages();
  const title = t('installTitle', { appName });
  const bannerText = banner && t(BANNER_TEXT[banner]);

  return (
    <>
      <HostStates setHostState={setHostState} offer={available.mode !== null} banner={banner !== null} />
      {/* Always present, so the banner's arrival is announced (politely: nothing is interrupted). */}
      <p role="status" className="sr-only">
        {bannerText ? t('installBannerStatus', { title, text: bannerText }) : ''}
      </p>
      {trigger && available.mode && <InstallTrigger onClick={offer.openDialog} />}
      {banner && (
        <InstallBanner
          title={title}
          text={bannerText ?? ''}
          action={t(banner === 'offer' ? 'installBannerButton' : 'showMeHowButton')}
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
        {dialog === 'offer' && <p>{t('installOfferText', { appName })}</p>}
      </InstallDialog>
    </>
  );
}
