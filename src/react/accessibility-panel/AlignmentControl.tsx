import { useId } from 'react';
import type { TextAlign } from '../../lib/a11y-settings';
import { ALIGNMENTS, usePanelMessages } from './messages';

type Props = { value: TextAlign | null; onChange(value: TextAlign | null): void };

/** Text alignment as segmented toggle buttons (aria-pressed): Default (each text its own), Left, Centre, Right. */
export function AlignmentControl({ value, onChange }: Props) {
  const id = useId();
  const t = usePanelMessages();
  return (
    <fieldset aria-labelledby={id} part="alignment" className="m-0 min-w-0 border-0 px-0 py-2">
      <span id={id} className="font-medium">
        {t('textAlignmentLabel')}
      </span>
      <span className="mt-2 grid grid-cols-4 overflow-hidden rounded-md border-2 border-line">
        {ALIGNMENTS.map((option) => (
          <button
            key={option.label}
            type="button"
            part="align-option"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className="px-2 py-1.5 text-sm font-medium text-fg not-first:border-s-2 not-first:border-line hover:bg-muted aria-pressed:bg-primary aria-pressed:text-on-primary"
          >
            {t(option.label)}
          </button>
        ))}
      </span>
    </fieldset>
  );
}
