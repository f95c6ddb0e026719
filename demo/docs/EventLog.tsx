import { BUTTON } from './classes';
import { Code } from './Described';

export type LogEntry = { id: number; name: string; detail: string; prevented: boolean };

type Props = {
  entries: readonly LogEntry[];
  cancelDefaults: boolean;
  onCancelDefaults: (on: boolean) => void;
  onClear: () => void;
};

/** The events the example element dispatched, newest last, each with its `detail` (a polite live log). */
export function EventLog({ entries, cancelDefaults, onCancelDefaults, onClear }: Props) {
  return (
    <section aria-labelledby="event-log-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="event-log-title" className="text-lg font-semibold">
          Event log
        </h3>
        <button type="button" className={BUTTON} onClick={onClear} disabled={entries.length === 0}>
          Clear the log
        </button>
      </div>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-indigo-700"
          checked={cancelDefaults}
          onChange={(event) => onCancelDefaults(event.target.checked)}
        />
        Cancel what cancelable events would do (<Code>preventDefault()</Code>), so links and forms stay on this page
      </label>
      {entries.length === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No events yet: use the example above.</p>
      )}
      <div
        role="log"
        aria-labelledby="event-log-title"
        className="mt-2 max-h-64 space-y-1 overflow-y-auto font-mono text-sm"
      >
        {entries.map((entry) => (
          <p key={entry.id} className="rounded bg-slate-100 px-2 py-1 [overflow-wrap:anywhere] dark:bg-slate-800">
            <strong>{entry.name}</strong>
            {entry.prevented ? ' (default prevented)' : ''} detail: {entry.detail}
          </p>
        ))}
      </div>
    </section>
  );
}
