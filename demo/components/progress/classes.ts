/** Tailwind class lists shared by the progress controls and pages. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';

export const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-800';

export const LINK = `font-semibold text-indigo-700 underline dark:text-indigo-300 ${FOCUS_RING}`;
