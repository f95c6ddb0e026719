import { useRef } from 'react';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { Download, X } from './icons';
import { useInstallMessages } from './messages';

type Props = {
  title: string;
  text: string;
  /** The banner's action: "Install" (the browser's prompt) or "Show me how" (the steps, in the dialog). */
  action: string;
  onAction: () => void;
  /** "Not now": closes the banner; the dismissal is remembered. */
  onDismiss: () => void;
};

// Docked at the bottom, never over the middle of the page: a compact bar across a phone's width (the shell keeps
// room for it below its content), a small card in the corner from 640px of viewport width. The popover UA styles
// (centred, bordered, inset 0) are all overridden.
const BANNER =
  'fixed inset-x-0 top-auto bottom-0 z-50 m-0 flex h-auto w-full max-w-none items-center gap-3 overflow-visible ' +
  'border-0 border-t border-line bg-surface px-3 py-2.5 text-fg shadow-xl ' +
  'sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-w-sm sm:rounded-card sm:border';
const PRIMARY =
  'shrink-0 rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:opacity-90 focus-visible:outline-offset-2';
const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg';

/**
 * The unobtrusive offer: a non-modal banner. It takes no focus, does not make the page inert and is announced
 * politely by the caller's status region. A manual popover puts it in the top layer, so no ancestor's transform,
 * filter or overflow (a navbar's backdrop blur) can clip or misplace it; without the Popover API it is a fixed box.
 */
export function InstallBanner({ title, text, action, onAction, onDismiss }: Props) {
  const t = useInstallMessages();
  const banner = useRef<HTMLElement>(null);

  useBrowserLayoutEffect(() => {
    const node = banner.current as (HTMLElement & { showPopover?: () => void }) | null;
    try {
      node?.showPopover?.();
    } catch {
      // Already shown, or not in a document: the fixed box still shows.
    }
  }, []);

  return (
    <section ref={banner} popover="manual" part="banner" aria-label={title} className={BANNER}>
      <Download aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p part="banner-text" className="min-w-0 flex-1 text-sm leading-snug">
        <strong className="font-semibold">{title}</strong>{' '}
        {/* One line on a phone: the explanation is for wider screens (and for screen readers everywhere). */}
        <span className="text-fg-muted max-sm:sr-only">{text}</span>
      </p>
      <button type="button" part="banner-action" onClick={onAction} className={PRIMARY}>
        {action}
      </button>
      <button
        type="button"
        part="banner-close"
        aria-label={t('notNowLabel')}
        onClick={onDismiss}
        className={ICON_BUTTON}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
