import type { ChangeEvent } from 'react';
import type { DropdownOption } from './types';

type Props = {
  /** The select's id, unique in the document (its label points at it). */
  id: string;
  label: string;
  name: string;
  options: readonly DropdownOption[];
  /** The chosen option's value ('' for none). */
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** Ids of further descriptions (the hint). */
  describedBy?: string;
};

/**
 * The user type as a native <select> (docs/architecture.md, the element contract: native elements first): phones
 * show the system's picker, and keyboards and screen readers get the platform's own control. A disabled option is never chosen by click, keys or
 * type-ahead; a script that selects one anyway (`select.value = 'developer'` and a `change` event) is undone here.
 */
export function UserTypeSelect({ id, label, name, options, value, onChange, placeholder, describedBy }: Props) {
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const select = event.currentTarget;
    if (options.some((option) => option.value === select.value && !option.disabled)) onChange(select.value);
    // React restores a controlled select after the event; Preact (the lite build) does not, so restore it here.
    else select.value = value;
  };

  return (
    <div className="clf-field" data-part="user-type">
      <label htmlFor={id} className="clf-label">
        {label}
      </label>
      <div className="clf-select">
        {/* autocomplete off: no autofill category fits a role, so nothing should guess one. */}
        <select
          id={id}
          name={name}
          className="clf-input"
          data-part="user-type-select"
          autoComplete="off"
          required
          aria-describedby={describedBy}
          value={value}
          onChange={onSelect}
        >
          {/*
            The placeholder is a real, disabled first option, selected while value is '': screen readers read
            "User type, Select user type" (a `hidden` one would be skipped by some and still listed by iOS), no
            input can come back to it, and a disabled option is left out of the form's data, so a password
            manager or script submitting the form sends no type rather than an empty one.
          */}
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
