import { useId, useRef } from 'react';
import { FONT_SIZE } from '../../lib/a11y-settings';
import { Minus, Plus } from './icons';
import { usePanelMessages } from './messages';

type Props = { size: number; onStep(direction: 1 | -1): void };

const STEP_BUTTON =
  'grid size-9 place-items-center rounded-full border-2 border-line text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50';

/** Text size, 12…24px in steps of 2: the current size shown, each button disabled at its bound. */
export function FontSizeControl({ size, onStep }: Props) {
  const id = useId();
  const t = usePanelMessages();
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);

  // The button that reaches a bound becomes disabled, and a disabled button drops focus (to the page's <body>):
  // focus moves to the other one, which is enabled now.
  const step = (direction: 1 | -1) => {
    onStep(direction);
    const next = size + direction * FONT_SIZE.step;
    if (direction === 1 && next >= FONT_SIZE.max) decrease.current?.focus();
    if (direction === -1 && next <= FONT_SIZE.min) increase.current?.focus();
  };

  return (
    <fieldset
      aria-labelledby={`${id}-label ${id}-value`}
      part="font-size"
      className="m-0 flex min-w-0 items-center justify-between gap-3 border-0 px-0 py-2"
    >
      <span id={`${id}-label`} className="font-medium">
        {t('textSizeLabel')}
      </span>
      <span className="flex items-center gap-2">
        <button
          ref={decrease}
          type="button"
          part="decrease"
          aria-label={t('textSizeDecrease')}
          disabled={size <= FONT_SIZE.min}
          onClick={() => step(-1)}
          className={STEP_BUTTON}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <span id={`${id}-value`} part="font-size-value" className="min-w-14 text-center tabular-nums">
          {t('textSizeValue', { size })}
        </span>
        <button
          ref={increase}
          type="button"
          part="increase"
          aria-label={t('textSizeIncrease')}
          disabled={size >= FONT_SIZE.max}
          onClick={() => step(1)}
          className={STEP_BUTTON}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </span>
    </fieldset>
  );
}
