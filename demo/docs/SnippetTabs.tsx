import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';
import { FOCUS_RING } from './classes';

export type Snippet = { id: string; label: string; code: string };

/**
 * The snippet in each language, as WAI-ARIA tabs (arrow keys, Home and End move between them; Tab goes into the
 * panel), each with its Copy button.
 */
export function SnippetTabs({ snippets, label }: { snippets: Snippet[]; label: string }) {
  const id = useId();
  const [selected, setSelected] = useState(snippets[0].id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const code = useRef<HTMLPreElement>(null);
  const current = snippets.find((snippet) => snippet.id === selected) ?? snippets[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = snippets.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(snippets[next].id);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-300 dark:border-slate-600">
        {snippets.map((snippet, index) => {
          const active = snippet.id === current.id;
          return (
            <button
              key={snippet.id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${snippet.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(snippet.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm font-semibold ${FOCUS_RING} ${
                active
                  ? 'border-slate-300 border-b-white bg-white text-indigo-800 dark:border-slate-600 dark:border-b-slate-800 dark:bg-slate-800 dark:text-indigo-200'
                  : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {snippet.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.id}`} className="pt-3">
        <CopyButton text={current.code} target={code} label={`Copy ${current.label}`} />
        <CodeBlock label={`${current.label} code`} code={current.code} codeRef={code} />
      </div>
    </div>
  );
}
