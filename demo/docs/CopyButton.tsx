import { type RefObject, useState } from 'react';
import { BUTTON } from './classes';

/**
 * Copies `text` with the asynchronous Clipboard API and says so in a polite live region. Where the browser refuses
 * (no permission, an insecure origin, no API), the snippet's own text is selected instead and the message says to
 * copy it with the keyboard, so the editor is never left without a way.
 */
export function CopyButton({
  text,
  target,
  label = 'Copy',
  onRefused,
}: {
  text: string;
  /** The element showing the text, selected when copying is refused. */
  target: RefObject<HTMLElement | null>;
  label?: string;
  /** Called before the text is selected, to show all of `text` in `target` when it shows less (synchronously). */
  onRefused?: () => void;
}) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
      setStatus('Copied to the clipboard.');
    } catch {
      onRefused?.();
      const node = target.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setStatus('The browser did not allow copying: the code is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={BUTTON} onClick={copy}>
        {label}
      </button>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  );
}
