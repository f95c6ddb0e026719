import { type ReactNode, useId, useRef } from 'react';
import { useBrowserLayoutEffect } from '../shared/browser-effects';
import { Download, X } from './icons';
import { useInstallMessages } from './messages';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The primary action (Install App); absent in instructions mode. */
  onInstall?: () => void;
  /** The user closed the dialog: the close button, or Escape (the native dialog closes itself). */
  onDismiss: () => void;
};

// Narrow: a bottom sheet across the width. From 640px: a card at the bottom centre. Never covers the whole page.
const DIALOG =
  'm-0 mt-auto w-full max-w-none overflow-hidden rounded-t-card border border-line ' +
  'bg-surface p-0 text-fg shadow-xl transition-opacity duration-200 starting:open:opacity-0 ' +
  'backdrop:bg-slate-950/40 open:flex open:flex-col sm:mx-auto sm:mb-6 sm:max-w-md sm:rounded-card';
const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg';
const PRIMARY =
  'rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:opacity-90 focus-visible:outline-offset-2';

/** The element focused before the dialog opened, through open shadow roots (document.activeElement stops at a host). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A native modal <dialog> (showModal(): the rest of the page is inert, so focus moves in and stays; Escape
 * closes it), labelled by its title, with focus returned to where it was when it closes.
 */
export function InstallDialog({ open, title, children, onInstall, onDismiss }: Props) {
  const t = useInstallMessages();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const install = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useBrowserLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      returnFocus.current = deepActiveElement();
      node.showModal();
      install.current?.focus(); // the action the dialog is for; the close button comes first otherwise
    } else if (!open && node.open) {
      node.close();
    }
  }, [open]);

  // Every close ends here (Escape, the close button, a choice): give focus back unless the user moved it.
  const onClose = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    const active = deepActiveElement();
    if (target?.isConnected && (!active || active === document.body || dialog.current?.contains(active))) {
      target.focus();
    }
    if (open) onDismiss(); // closed natively (Escape) while we still showed it
  };

  return (
    <dialog ref={dialog} part="dialog" aria-labelledby={titleId} onClose={onClose} className={DIALOG}>
      <div className="flex items-center justify-between gap-3 px-4 pt-3">
        <h2 id={titleId} part="title" className="flex items-center gap-2 text-lg font-bold">
          <Download aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {title}
        </h2>
        <button
          type="button"
          part="close-button"
          aria-label={t('closeLabel')}
          onClick={onDismiss}
          className={ICON_BUTTON}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* flex-auto, not flex-1: WebKit collapses a 0% basis in a modal flex-column dialog to its padding. */}
      <div part="body" className="max-h-96 min-h-0 flex-auto overflow-y-auto px-4 py-2 text-sm text-fg-muted">
        {children}
      </div>
      {onInstall && (
        <div part="actions" className="flex justify-end gap-2 px-4 pt-1 pb-4">
          <button ref={install} type="button" part="install-button" onClick={onInstall} className={PRIMARY}>
            {t('installDialogButton')}
          </button>
        </div>
      )}
      {!onInstall && <div className="pb-2" />}
    </dialog>
  );
}
