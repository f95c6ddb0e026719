import type { RefObject } from 'react';
import { FOCUS_RING } from './classes';

const CODE_BLOCK = `mt-3 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-sm text-slate-100 dark:bg-black ${FOCUS_RING}`;

/**
 * A block of code to copy, as a named region. Focusable: it scrolls when the code is long or wide, and a keyboard
 * must be able to scroll it. `codeRef` is the <pre>, which the Copy button selects when copying is refused.
 */
export function CodeBlock({
  label,
  code,
  codeRef,
  wrap = false,
}: {
  label: string;
  code: string;
  codeRef: RefObject<HTMLPreElement | null>;
  /** Wraps long lines (server HTML is one line per element) instead of scrolling sideways. */
  wrap?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={CODE_BLOCK}>
      <pre ref={codeRef} className={wrap ? 'whitespace-pre-wrap wrap-anywhere' : undefined}>
        <code>{code}</code>
      </pre>
    </section>
  );
}
