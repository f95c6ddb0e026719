import { useId } from 'react';
import { ERROR_TEXT, INPUT, LABEL } from './classes';
import { Code, Described } from './Described';
import type { PropertyDoc } from './model';
import type { AttributeValues } from './snippets';

type Props = {
  properties: readonly PropertyDoc[];
  values: AttributeValues;
  /** The text of each JSON control as typed (it may not parse yet). */
  jsonTexts: Readonly<Record<string, string>>;
  onValue: (attribute: string, value: string | true | undefined) => void;
  onJsonText: (attribute: string, text: string) => void;
};

/** JSON.parse's complaint about the text, or undefined when it parses (or is empty: the attribute is absent). */
export function jsonError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** One labelled control per attribute, of the kind its manifest type asks for. */
export function AttributeControls({ properties, values, jsonTexts, onValue, onJsonText }: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Attributes</legend>
      {properties.map((property) => (
        <AttributeControl
          key={property.name}
          property={property}
          value={property.attribute ? values[property.attribute] : undefined}
          jsonText={property.attribute ? (jsonTexts[property.attribute] ?? '') : ''}
          onValue={onValue}
          onJsonText={onJsonText}
        />
      ))}
    </fieldset>
  );
}

function AttributeControl({
  property,
  value,
  jsonText,
  onValue,
  onJsonText,
}: {
  property: PropertyDoc;
  value: string | true | undefined;
  jsonText: string;
  onValue: Props['onValue'];
  onJsonText: Props['onJsonText'];
}) {
  const id = useId();
  const { attribute, control } = property;
  if (!attribute || !control) return null;
  const hintId = `${id}-hint`;
  const hint = (
    <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
      <Described text={property.description} />
    </p>
  );
  const text = typeof value === 'string' ? value : '';
  const absent = property.default !== undefined ? `default: ${property.default}` : 'absent';

  if (control.kind === 'boolean') {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 accent-indigo-700"
            checked={value === true}
            aria-describedby={hintId}
            onChange={(event) => onValue(attribute, event.target.checked ? true : undefined)}
          />
          <Code>{attribute}</Code>
        </label>
        {hint}
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className={LABEL}>
      <Code>{attribute}</Code> <span className="font-normal">({property.type})</span>
    </label>
  );

  if (control.kind === 'enum') {
    return (
      <div>
        {label}
        <select
          id={id}
          className={`${INPUT} mt-1`}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => onValue(attribute, event.target.value || undefined)}
        >
          <option value="">(not set: {absent})</option>
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {hint}
      </div>
    );
  }

  if (control.kind === 'json') {
    const error = jsonError(jsonText);
    const errorId = `${id}-error`;
    return (
      <div>
        {label}
        <textarea
          id={id}
          rows={4}
          spellCheck={false}
          className={`${INPUT} mt-1 font-mono`}
          value={jsonText}
          placeholder={`JSON (${control.valueType}); empty: not set`}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            onJsonText(attribute, event.target.value);
            // The example keeps the last text that parsed; the element is never handed half-typed JSON.
            if (jsonError(event.target.value) === undefined) onValue(attribute, event.target.value.trim() || undefined);
          }}
        />
        {error && (
          <p id={errorId} className={ERROR_TEXT}>
            Not valid JSON: {error}. The example keeps the last valid value.
          </p>
        )}
        {hint}
      </div>
    );
  }

  return (
    <div>
      {label}
      <input
        id={id}
        type={control.kind === 'number' ? 'number' : 'text'}
        className={`${INPUT} mt-1`}
        value={text}
        placeholder={`(not set: ${absent})`}
        aria-describedby={hintId}
        onChange={(event) => onValue(attribute, event.target.value === '' ? undefined : event.target.value)}
      />
      {hint}
    </div>
  );
}
