import { useId } from 'react';

// A native <progress> (implicit role="progressbar", value and max exposed by the browser; no inline style, which
// the shell's Content-Security-Policy would block in prerendered HTML), drawn the same in WebKit/Blink and Gecko.
const BAR =
  'block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ' +
  '[&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 ' +
  '[&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-indigo-600 ' +
  'dark:[&::-webkit-progress-value]:bg-indigo-400 [&::-moz-progress-bar]:rounded-full ' +
  '[&::-moz-progress-bar]:bg-indigo-600 dark:[&::-moz-progress-bar]:bg-indigo-400';

/** A labelled progress bar with its whole percent in text beside the label. */
export function ProgressMeter({
  label,
  percent,
  className = '',
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <progress id={id} className={BAR} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
