import type { FormEvent, ReactNode } from 'react';
import type { FormMode } from '../../lib/login-urls';
import { ErrorSummary } from './ErrorSummary';
import { useLoginMessages } from './messages';

const FORM_LABELS = { login: 'loginFormLabel', register: 'registerFormLabel' } as const;

/**
 * The form of either screen: a POST form without an action (submit never leaves the page by itself), named by
 * its heading (or, with none, by the mode), and the error summary in validate mode; the fields are its children.
 */
export function FormCard({
  id,
  mode,
  heading,
  validate,
  messages,
  onSubmit,
  children,
}: {
  id: string;
  mode: FormMode;
  heading: string;
  validate: boolean;
  messages: string[];
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  const t = useLoginMessages();
  return (
    <form
      method="post"
      noValidate
      className="clf-card"
      data-part="form"
      data-mode={mode}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : t(FORM_LABELS[mode])}
      onSubmit={onSubmit}
    >
      {heading && (
        <h2 id={`${id}-heading`} className="clf-heading" data-part="heading">
          {heading}
        </h2>
      )}
      {validate && <ErrorSummary messages={messages} />}
      {children}
    </form>
  );
}
