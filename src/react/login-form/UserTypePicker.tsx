import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { keyName } from '../../lib/key-name';
import {
  type ComboState,
  initialState,
  onBlur,
  onComboClick,
  onKey,
  onOptionClick,
  onOptionHover,
} from '../../lib/select-only-combobox';
import type { DropdownOption } from './types';

type Props = {
  /** Id prefix, unique in the document. */
  id: string;
  label: string;
  options: readonly DropdownOption[];
  /** The chosen option's value ('' for none). */
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** Ids of further descriptions (a hint, an error). */
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The WAI-ARIA APG select-only combobox: a focusable combobox (the button-like face showing the value) that
 * owns a listbox; visual focus in the list is aria-activedescendant, DOM focus never leaves the combobox. All
 * behaviour is in src/lib/select-only-combobox.ts; this renders it.
 */
export function UserTypePicker({ id, label, options, value, onChange, placeholder, describedBy, invalid }: Props) {
  const selected = options.findIndex((option) => option.value === value && !option.disabled);
  const [own, setOwn] = useState<ComboState>(() => initialState(selected));
  // The value is the parent's; the state machine sees it as `selected`.
  const state: ComboState = { ...own, selected };
  const activeRef = useRef<HTMLDivElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const apply = (next: ComboState) => {
    if (next === state) return;
    setOwn(next);
    if (next.selected !== selected && next.selected >= 0) onChange(options[next.selected].value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const press = { key: keyName(event), altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
    const outcome = onKey(state, options, press, performance.now());
    if (outcome.handled) event.preventDefault();
    apply(outcome.state);
  };

  useEffect(() => {
    // Long lists scroll the active option into view; scrollIntoView is missing in some test DOMs.
    if (own.open && own.active >= 0) activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [own.open, own.active]);

  const current = selected >= 0 ? options[selected] : undefined;
  return (
    <div className="clf-field" data-part="user-type">
      <div id={labelId} className="clf-label">
        {label}
      </div>
      <div className="clf-combo-wrap">
        <div
          id={`${id}-combobox`}
          role="combobox"
          tabIndex={0}
          className="clf-combo"
          data-part="combobox"
          data-empty={current ? undefined : ''}
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={state.open}
          aria-controls={listId}
          aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onKeyDown={onKeyDown}
          onClick={() => apply(onComboClick(state, options))}
          onBlur={() => apply(onBlur(state, options))}
        >
          <span>{current ? current.label : (placeholder ?? 'Select…')}</span>
          <svg className="clf-chevron" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
            <path d="m6 9 6 6 6-6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        {/* The pointer never takes focus from the combobox (mousedown), so choosing keeps focus where it was. */}
        <div
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!state.open}
          className="clf-listbox"
          data-part="listbox"
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (activedescendant)
            <div
              key={option.value}
              id={optionId(index)}
              ref={index === state.active ? activeRef : undefined}
              role="option"
              tabIndex={-1}
              className="clf-option"
              data-part="option"
              data-value={option.value}
              data-active={index === state.active ? '' : undefined}
              aria-selected={index === selected}
              aria-disabled={option.disabled || undefined}
              onClick={() => apply(onOptionClick(state, options, index))}
              onMouseMove={() => apply(onOptionHover(state, options, index))}
            >
              <span>{option.label}</span>
              {option.disabled && (
                <span className="clf-option-note" aria-hidden="true">
                  Not available
                </span>
              )}
              {index === selected && (
                <svg className="clf-check" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
                  <path d="M20 6 9 17l-5-5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
