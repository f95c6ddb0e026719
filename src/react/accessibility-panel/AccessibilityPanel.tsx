import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  type A11ySettings,
  getA11ySettings,
  resetA11ySettings,
  setA11ySettings,
  stepFontSize,
} from '../../lib/a11y-settings';
import { keyName } from '../../lib/key-name';
import { useLocale } from '../shared/i18n';
import { AccessibilityIcon, X } from './icons';
import { describeChange, usePanelMessages } from './messages';
import { PanelSettings } from './PanelSettings';
import type { A11yChangeDetail } from './types';
import { useA11ySettings } from './useA11ySettings';
import { useAnnouncer } from './useAnnouncer';
import { useDyslexiaFont } from './useDyslexiaFont';

export type AccessibilityPanelProps = {
  /** Accessible name of the trigger button. Default: the `accessibilityButtonLabel` message. */
  label?: string;
  /** URL of the OpenDyslexic font file (woff2), on the page's own origin. */
  fontUrl?: string;
  /** Called after a setting was changed through this panel (Reset included). */
  onA11yChange?: (detail: A11yChangeDetail) => boolean;
};

const ICON_BUTTON =
  'flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-muted hover:text-fg motion-safe:transition-colors';
// Hidden by the browser while closed (no `flex` then, which would override its display: none). The body scrolls
// within 24rem of the base size (the product's "max 96 units" for the panel); the browser caps the whole dialog at the viewport.
const DIALOG =
  'm-auto w-[calc(100%_-_2rem)] max-w-md rounded-card border border-line bg-surface p-0 text-fg shadow-xl ' +
  'backdrop:bg-slate-950/60 open:flex open:flex-col';

/**
 * A trigger button and a modal dialog (native <dialog> and showModal(): focus moves in and is held there by the
 * browser, Escape closes, focus returns to the trigger). Every change goes through the settings store, which
 * applies it to the page and every element, persists it and tells the other tabs.
 */
/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last (the WAI-ARIA dialog pattern).
 * The browser's modal behaviour already makes the page inert; without this, Chrome sends Tab from the last control
 * out to its own toolbar before coming back.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  if (keyName(event) !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
  const target = event.shiftKey ? active === controls[0] && controls.at(-1) : active === controls.at(-1) && controls[0];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function AccessibilityPanel({ label, fontUrl, onA11yChange }: AccessibilityPanelProps) {
  const id = useId();
  const t = usePanelMessages();
  const { lang } = useLocale();
  const settings = useA11ySettings();
  const fontInstalled = useDyslexiaFont(settings.dyslexiaFont, fontUrl);
  const { message, announce } = useAnnouncer();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The settings are rendered from the first opening on, and kept: a page load renders only the trigger. The
  // settings' first render formats numbers in the page's language, and a page's first Intl call costs more than the
  // rest of the panel together (about 13 ms here, four times that on a mid-range phone): paid at load, it was a long
  // task while the page was hydrating. The dialog's heading and close button are there from the start, so showModal()
  // focuses the close button as before, and the settings follow in the same task's render.
  const [opened, setOpened] = useState(false);

  const changed = (before: A11ySettings, after: A11ySettings, words = describeChange(t, lang, before, after)) => {
    if (after.announcements) announce(words);
    onA11yChange?.({ settings: after });
  };
  const change = (patch: Partial<A11ySettings>) => {
    const before = getA11ySettings();
    changed(before, setA11ySettings(patch));
  };
  const step = (direction: 1 | -1) => {
    const before = getA11ySettings();
    changed(before, stepFontSize(direction));
  };
  const reset = () => {
    const before = getA11ySettings();
    changed(before, resetA11ySettings(), t('resetAnnouncement'));
  };

  const open = () => {
    const node = dialog.current;
    if (!node || node.open) return;
    setOpened(true);
    try {
      node.showModal();
    } catch {
      // Not connected (a detached element): there is nothing to show.
    }
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        part="trigger"
        aria-label={label || t('accessibilityButtonLabel')}
        aria-haspopup="dialog"
        onClick={open}
        className={ICON_BUTTON}
      >
        <AccessibilityIcon aria-hidden="true" className="size-5" />
      </button>
      <dialog
        ref={dialog}
        part="dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => trigger.current?.focus()}
        onKeyDown={wrapFocus}
        // The top layer is painted outside <html>, so the root's grayscale filter does not reach the dialog.
        className={settings.grayscale ? `${DIALOG} grayscale` : DIALOG}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id={`${id}-title`} part="title" className="text-lg font-bold">
            {t('accessibilityTitle')}
          </h2>
          <button
            type="button"
            part="close"
            aria-label={t('closeLabel')}
            onClick={() => dialog.current?.close()}
            className={ICON_BUTTON}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* flex-auto, not flex-1: WebKit collapses a 0% basis in a modal flex-column dialog to its padding. */}
        <div part="body" className="max-h-96 min-h-0 flex-auto overflow-y-auto px-4 py-3">
          {opened && (
            <PanelSettings settings={settings} fontInstalled={fontInstalled} onChange={change} onStepFontSize={step} />
          )}
        </div>
        <div className="flex justify-end border-t border-line px-4 py-3">
          <button
            type="button"
            part="reset"
            onClick={reset}
            className="rounded-md border-2 border-line px-3 py-1.5 text-sm font-medium hover:bg-muted"
          >
            {t('resetButton')}
          </button>
        </div>
        <div role="status" part="announcer" className="sr-only">
          {message && <span key={message.id}>{message.text}</span>}
        </div>
      </dialog>
    </>
  );
}
