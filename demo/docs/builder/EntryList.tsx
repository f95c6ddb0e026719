import { formatProblem, type Problem } from '../../../src/lib/report';
import type { Entry } from '../builder-state';
import { BUTTON, ERROR_TEXT } from '../classes';
import { problemIndex } from '../element-messages';
import { EntryFields } from './EntryFields';
import type { BuilderKind } from './kinds';

/** Where focus goes after a change of the list: an element id, or the Add button. */
export type Focus = string | 'add';

type Props = {
  idPrefix: string;
  kind: BuilderKind;
  entries: readonly Entry[];
  /** The parser's problems with the data, shown beside the entry each is about. */
  problems: readonly Problem[];
  titleOf: (value: unknown) => string;
  onField: (key: string, field: string, value: unknown) => void;
  /** `button`: which of the two move buttons was used (focus stays on it when it can). */
  onMove: (key: string, offset: number, button: 'up' | 'down') => void;
  onRemove: (key: string) => void;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries as fieldsets: the entry's fields, what the element says about it, Move up, Move down, Remove. */
export function EntryList({ idPrefix, kind, entries, problems, titleOf, onField, onMove, onRemove }: Props) {
  const noun = kind.noun[0].toUpperCase() + kind.noun.slice(1);
  return (
    <ol className="mt-4 space-y-4">
      {entries.map((entry, index) => {
        const base = `${idPrefix}-${entry.key}`;
        const own = problems.filter((problem) => problemIndex(problem) === index);
        return (
          <li key={entry.key}>
            <fieldset
              className="rounded-xl border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-800"
              aria-describedby={own.length > 0 ? `${base}-problems` : undefined}
            >
              <legend className="px-1 font-semibold">
                {noun} {index + 1}: {titleOf(entry.value)}
              </legend>
              {isRecord(entry.value) ? (
                <EntryFields
                  idPrefix={base}
                  fields={kind.fields}
                  value={entry.value}
                  onField={(field, value) => onField(entry.key, field, value)}
                />
              ) : (
                <p className="text-sm">
                  Not an object: <code>{JSON.stringify(entry.value)}</code>. Remove it, or fix it in the JSON.
                </p>
              )}
              {own.length > 0 && (
                <ul id={`${base}-problems`} className="mt-3 space-y-1">
                  {own.map((problem) => (
                    <li key={problem.where + problem.message} className={`${ERROR_TEXT} [overflow-wrap:anywhere]`}>
                      {formatProblem(kind.tag, problem)}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  id={`${base}-up`}
                  type="button"
                  className={BUTTON}
                  disabled={index === 0}
                  onClick={() => onMove(entry.key, -1, 'up')}
                >
                  Move up
                </button>
                <button
                  id={`${base}-down`}
                  type="button"
                  className={BUTTON}
                  disabled={index === entries.length - 1}
                  onClick={() => onMove(entry.key, 1, 'down')}
                >
                  Move down
                </button>
                <button id={`${base}-remove`} type="button" className={BUTTON} onClick={() => onRemove(entry.key)}>
                  Remove
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
