import type { Validation } from '../element-messages';

/** What the element writes to the console for the data, each line as it is written there. */
export function ElementMessages({ validation }: { validation: Validation }) {
  const { messages, usable } = validation;
  return (
    <>
      <p role="status" className="mt-2 text-sm">
        {messages.length === 0
          ? 'No problems: the element logs nothing for this data.'
          : `${messages.length} ${messages.length === 1 ? 'message' : 'messages'} in the console${
              usable ? '; the other entries still show.' : '; the element shows its error state.'
            }`}
      </p>
      {messages.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label="Console messages">
          {messages.map((message, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text can appear twice
              key={index}
              data-level={message.level}
              className={`rounded border-l-4 px-2 py-1 font-mono text-sm [overflow-wrap:anywhere] ${
                message.level === 'error'
                  ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100'
                  : 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50'
              }`}
            >
              <span className="sr-only">{message.level === 'error' ? 'Error: ' : 'Warning: '}</span>
              {message.text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
