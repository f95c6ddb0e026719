/** Tailwind class lists of the element docs (compiled into demo/docs/docs.css, loaded with the docs pages only). */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';

export const LINK = `font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300 ${FOCUS_RING}`;

export const MUTED = 'text-slate-700 dark:text-slate-300';

export const PANEL = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800';

export const BUTTON = `inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-700 ${FOCUS_RING}`;

export const PRIMARY_BUTTON = `inline-flex items-center gap-1 rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 dark:bg-indigo-300 dark:text-indigo-950 dark:hover:bg-indigo-200 ${FOCUS_RING}`;

export const INPUT = `w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 ${FOCUS_RING}`;

export const LABEL = 'block text-sm font-semibold';

export const CODE = 'rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-700';

export const ERROR_TEXT = 'text-sm font-semibold text-red-700 dark:text-red-300';
