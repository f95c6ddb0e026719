import { useId } from 'react';
import { fieldText, priceValue } from '../builder-state';
import { INPUT, LABEL } from '../classes';
import type { Field } from './kinds';

type Props = {
  /** The id prefix of this entry's inputs (the first field's id is `${idPrefix}-title`, focused on add). */
  idPrefix: string;
  fields: readonly Field[];
  value: Record<string, unknown>;
  onField: (field: string, value: unknown) => void;
};

/** The form of one entry: a labelled input per field of the data format. */
export function EntryFields({ idPrefix, fields, value, onField }: Props) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          field={field}
          value={value[field.name]}
          onChange={(next) => onField(field.name, next)}
        />
      ))}
    </div>
  );
}

function FieldInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const listId = useId();
  const hintId = `${id}-hint`;
  const hint = field.hint ? (
    <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
      {field.hint}
    </p>
  ) : null;
  const describedBy = field.hint ? hintId : undefined;
  // An empty optional field is left out of the data; an empty required one is written, so the element says so.
  const fromText = (text: string): unknown => {
    if (text === '' && !field.required) return undefined;
    return field.kind === 'price' ? priceValue(text) : text;
  };

  if (field.kind === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            id={id}
            type="checkbox"
            className="size-4 accent-indigo-700"
            checked={value !== false}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
        {hint}
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className={LABEL}>
      {field.label}
    </label>
  );

  if (field.kind === 'select') {
    return (
      <div>
        {label}
        <select
          id={id}
          className={`${INPUT} mt-1`}
          value={fieldText(value)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(fromText(event.target.value))}
        >
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option === '' ? '(not set)' : option}
            </option>
          ))}
          {/* A value from pasted JSON that is not among the options stays visible, so the element's message about
              it matches what the form shows. */}
          {typeof value === 'string' && value !== '' && !field.options?.includes(value) && (
            <option value={value}>{value}</option>
          )}
        </select>
        {hint}
      </div>
    );
  }

  if (field.kind === 'textarea') {
    return (
      <div className="sm:col-span-2">
        {label}
        <textarea
          id={id}
          rows={2}
          className={`${INPUT} mt-1`}
          value={fieldText(value)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(fromText(event.target.value))}
        />
        {hint}
      </div>
    );
  }

  return (
    <div>
      {label}
      <input
        id={id}
        type="text"
        inputMode={field.kind === 'url' ? 'url' : undefined}
        list={field.suggestions ? listId : undefined}
        className={`${INPUT} mt-1`}
        value={fieldText(value)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(fromText(event.target.value))}
      />
      {field.suggestions && (
        <datalist id={listId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint}
    </div>
  );
}
