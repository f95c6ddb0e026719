import { useId } from 'react';
import { usePanelMessages } from './messages';

type Props = {
  label: string;
  hint: string;
  checked: boolean;
  onToggle(): void;
  /** A further note, e.g. that the font is not installed; read with the hint. */
  note?: string;
};

/**
 * A switch (WAI-ARIA switch pattern on a native button): the visible label is its name, the hint its
 * description. On/off shows by the knob's side and a word, not by colour alone.
 */
export function SettingSwitch({ label, hint, checked, onToggle, note }: Props) {
  const id = useId();
  const t = usePanelMessages();
  return (
    <div className="py-2">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
        part="switch"
        onClick={onToggle}
        className="group flex w-full items-center justify-between gap-3 rounded-md py-1 text-start font-medium"
      >
        <span>{label}</span>
        <span aria-hidden="true" className="flex shrink-0 items-center gap-2 text-sm text-fg-muted">
          <span className="w-7 text-end">{t(checked ? 'switchOn' : 'switchOff')}</span>
          <span className="flex h-6 w-11 items-center rounded-full border-2 border-fg-muted bg-surface p-0.5 group-aria-checked:border-primary group-aria-checked:bg-primary">
            <span className="size-4 rounded-full bg-fg-muted motion-safe:transition-transform group-aria-checked:ltr:translate-x-5 group-aria-checked:rtl:-translate-x-5 group-aria-checked:bg-on-primary" />
          </span>
        </span>
      </button>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      {note && (
        <p id={`${id}-note`} part="font-note" className="mt-1 text-sm text-fg">
          {note}
        </p>
      )}
    </div>
  );
}
