import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useRef, useState } from 'react';
import { useAnnouncer } from '../../../src/react/accessibility-panel/useAnnouncer';
import { resetProgress } from '../../lib/progress-store';
import { FOCUS_RING } from './classes';

export const RESET_DONE = 'All progress was reset.';

const BUTTON = `inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold ${FOCUS_RING}`;

/**
 * Reset with a confirmation step in the page (no native confirm(): it cannot be styled, is blocked in sandboxed
 * frames and some browsers let users suppress it). "Reset progress" reveals the question with "Confirm reset"
 * and "Cancel"; focus moves to the question, so a screen reader reads it, and returns to "Reset progress" after.
 */
export function ResetProgress() {
  const [confirming, setConfirming] = useState(false);
  const { message, announce } = useAnnouncer();
  const question = useRef<HTMLParagraphElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const wasConfirming = useRef(false);

  // The button that had focus leaves the page at each step: focus follows to what replaced it (not on mount).
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) trigger.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirm = () => {
    resetProgress();
    announce(RESET_DONE);
    setConfirming(false);
  };

  return (
    <div>
      {confirming ? (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40">
          <p ref={question} tabIndex={-1} className={`font-medium ${FOCUS_RING}`}>
            Reset all progress? This clears every completed lesson of all three courses in this browser. It cannot be
            undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" onClick={confirm} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
              Confirm reset
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={trigger}
          type="button"
          onClick={() => setConfirming(true)}
          className={`${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset progress
        </button>
      )}
      <div role="status" className="sr-only">
        {message && <span key={message.id}>{message.text}</span>}
      </div>
    </div>
  );
}
