import type { Ref } from 'react';

/** Ids of the descriptions of a field: its error (when shown) and any hint. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

export type FieldProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'text';
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  part: string;
};

/** A labelled input; its error message, when there is one, is its description and marks it invalid. */
export function TextField({ id, label, error, inputRef, part, onChange, required, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="clf-field">
      <label htmlFor={id} className="clf-label">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        type={input.type ?? 'text'}
        className="clf-input"
        data-part={part}
        spellCheck={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="clf-error" data-part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
