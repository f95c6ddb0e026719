import { useLoginMessages } from './messages';
/** The announced summary of a failed check (validate mode): role="alert", empty (and hidden) otherwise. */
export function ErrorSummary({ messages }: { messages: string[] }) {
  const t = useLoginMessages();
  const count = messages.length;
  return (
    <p role="alert" className="clf-alert" data-part="error-summary">
      {count === 0 ? '' : t('errorSummary', { count, errors: messages.join(' ') })}
    </p>
  );
}
