import type { MessageValue } from './languages';
import { variantLines } from './languages';

/** A message's words: the text, or each plural variant on its own line with its category. */
export function MessageText({ value }: { value: MessageValue }) {
  const lines = variantLines(value);
  if (lines.length === 1 && lines[0].category === undefined) return <>{lines[0].text}</>;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.category}>
          {/* The plural category is a code word (Intl.PluralRules), in English whatever the cell's language. */}
          <span className="font-mono text-xs text-slate-700 dark:text-slate-300" lang="en" dir="ltr">
            {line.category}:
          </span>{' '}
          {line.text}
        </li>
      ))}
    </ul>
  );
}
