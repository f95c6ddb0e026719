import { createElement, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { CodeBlock } from '../CodeBlock';
import { CopyButton } from '../CopyButton';
import { CODE, FOCUS_RING, LINK, MUTED } from '../classes';
import type { MarkdownNode } from './types';

/**
 * A Markdown page's tree (parsed at build time: scripts/markdown-pages.mjs) as React elements: a fixed set of tags,
 * text as text, links to other pages through the router, each heading with a link to itself, each code block with
 * a Copy button, each table in a region a keyboard can scroll. Nothing here reads HTML.
 */
export function MarkdownTree({ nodes, demote = 0 }: { nodes: readonly MarkdownNode[]; demote?: number }) {
  const counter = { code: 0, table: 0, demote };
  return <>{nodes.map((node, index) => render(node, index, counter))}</>;
}

type Counter = { code: number; table: number; demote: number };

const CLASSES: Record<string, string> = {
  h1: 'text-3xl font-bold',
  h2: 'mt-12 text-2xl font-semibold',
  h3: 'mt-8 text-xl font-semibold',
  h4: 'mt-6 text-lg font-semibold',
  h5: 'mt-6 font-semibold',
  h6: 'mt-6 font-semibold',
  p: 'mt-4 max-w-4xl leading-7',
  ul: 'mt-4 max-w-4xl list-disc space-y-2 ps-6 leading-7',
  ol: 'mt-4 max-w-4xl list-decimal space-y-2 ps-6 leading-7',
  blockquote: `mt-4 max-w-4xl border-s-4 border-slate-300 ps-4 dark:border-slate-600 ${MUTED}`,
  hr: 'my-10 border-slate-200 dark:border-slate-700',
  table: 'min-w-full border-collapse text-sm',
  th: 'border border-slate-300 bg-slate-100 px-2 py-1 text-start align-top font-semibold dark:border-slate-600 dark:bg-slate-800',
  td: 'border border-slate-300 px-2 py-1 align-top dark:border-slate-600',
  code: CODE,
  img: 'max-w-full rounded-lg border border-slate-200 dark:border-slate-700',
};

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ANCHOR = `ms-2 text-base font-normal text-slate-500 no-underline hover:text-indigo-700 dark:text-slate-400 dark:hover:text-indigo-300 ${FOCUS_RING}`;
const TABLE_REGION = `mt-4 max-w-full overflow-x-auto ${FOCUS_RING}`;

/** The words of a node, for a heading's anchor name and a region's label. */
export function textOf(node: MarkdownNode): string {
  return typeof node === 'string'
    ? node
    : node
        .slice(2)
        .map((child) => textOf(child as MarkdownNode))
        .join('');
}

function render(node: MarkdownNode, key: number, counter: Counter): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  const kids = children.map((child, index) => render(child, index, counter));
  if (tag === 'pre') {
    counter.code++;
    return <CodeExample key={key} code={String(children[0] ?? '')} lang={props?.lang ?? ''} number={counter.code} />;
  }
  if (HEADINGS.has(tag)) {
    const id = props?.id ?? '';
    // Shown under a heading of the page's own (an element's words on its page): one level lower.
    const level = `h${Math.min(6, Number(tag.slice(1)) + counter.demote)}`;
    return createElement(
      level,
      { key, id, className: CLASSES[level] },
      ...kids,
      <a key="anchor" href={`#${id}`} className={ANCHOR} aria-label={`Link to the section “${textOf(node)}”`}>
        #
      </a>,
    );
  }
  if (tag === 'a') {
    const href = props?.href ?? '';
    // Another page of the site: the router's link (no reload); an anchor or another site: a plain one.
    return href.startsWith('/') ? (
      <Link key={key} to={href} className={LINK}>
        {kids}
      </Link>
    ) : (
      <a key={key} href={href} className={LINK}>
        {kids}
      </a>
    );
  }
  // A file the site does not show (a design note, the changelog, a source file): its words, no link.
  if (tag === 'span') return <span key={key}>{kids}</span>;
  if (tag === 'table') {
    counter.table++;
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the page must be scrollable by keyboard
      <section key={key} aria-label={`Table ${counter.table}`} tabIndex={0} className={TABLE_REGION}>
        <table className={CLASSES.table}>{kids}</table>
      </section>
    );
  }
  if (tag === 'th' || tag === 'td') {
    const align = props?.align === 'center' ? ' text-center' : props?.align === 'right' ? ' text-end' : '';
    return createElement(tag, { key, className: `${CLASSES[tag]}${align}` }, ...kids);
  }
  if (tag === 'img') return <img key={key} src={props?.src} alt={props?.alt ?? ''} className={CLASSES.img} />;
  if (tag === 'hr' || tag === 'br') return createElement(tag, { key, className: CLASSES[tag] });
  return createElement(tag, { key, className: CLASSES[tag] }, ...kids);
}

/** A code block of the page with its Copy button. */
function CodeExample({ code, lang, number }: { code: string; lang: string; number: number }) {
  const codeRef = useRef<HTMLPreElement>(null);
  const text = code.replace(/\n$/, '');
  return (
    <div className="mt-4 max-w-4xl">
      <CodeBlock label={`Code example ${number}${lang ? ` (${lang})` : ''}`} code={text} codeRef={codeRef} />
      <div className="mt-2">
        <CopyButton text={text} target={codeRef} label={`Copy code example ${number}`} />
      </div>
    </div>
  );
}
