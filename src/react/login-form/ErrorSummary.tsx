/** The announced summary of a failed check (validate mode): role="alert", empty (and hidden) otherwise. */
export function ErrorSummary({ messages }: { messages: string[] }) {
  const count = messages.length;
  return (
    <p role="alert" className="clf-alert" data-part="error-summary">
      {count === 0 ? '' : `${count === 1 ? '1 field needs' : `${count} fields need`} attention: ${messages.join(' ')}`}
    </p>
  );
}
