import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { FormMode } from '../../lib/login-urls';
import type { SocialLoginDetail, SocialProvider } from './types';

/** Ids of the descriptions of a field: its error (when shown) and any hint. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

type FieldProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'text';
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  part: string;
};

/** A labelled input; its error message, when there is one, is its description and marks it invalid. */
export function TextField({ id, label, error, inputRef, part, onChange, required, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="clf-field">
      <label htmlFor={id} className="clf-label">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        type={input.type ?? 'text'}
        className="clf-input"
        data-part={part}
        spellCheck={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="clf-error" data-part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type PasswordProps = Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'part'> & {
  autoComplete: 'current-password' | 'new-password';
  /** Set false before the form navigates, so a password manager sees a password field again. */
  shown: boolean;
  onShownChange(shown: boolean): void;
};

/** The password and its show/hide toggle: a toggle button ("Show password", aria-pressed) that controls it. */
export function PasswordField({
  id,
  label,
  error,
  inputRef,
  onChange,
  required,
  shown,
  onShownChange,
  ...input
}: PasswordProps) {
  const errorId = `${id}-error`;
  return (
    <div className="clf-field">
      <label htmlFor={id} className="clf-label">
        {label}
      </label>
      <div className="clf-password">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={shown ? 'text' : 'password'}
          className="clf-input"
          data-part="password"
          spellCheck={false}
          autoCapitalize="off"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="clf-button clf-toggle"
          data-part="password-toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => onShownChange(!shown)}
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="clf-toggle-icon" />
          ) : (
            <Eye aria-hidden="true" className="clf-toggle-icon" />
          )}
          Show password
        </button>
      </div>
      {error && (
        <p id={errorId} className="clf-error" data-part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const PROVIDERS: ReadonlyArray<{ provider: SocialProvider; name: string; color: string; glyph: string }> = [
  { provider: 'google', name: 'Google', color: '#4285F4', glyph: 'G' },
  { provider: 'facebook', name: 'Facebook', color: '#1877F2', glyph: 'f' },
];

/** SPEC §2: the Google and Facebook buttons do nothing themselves; each emits `social-login` for a host to wire. */
export function SocialButtons({
  mode,
  onSocialLogin,
}: {
  mode: FormMode;
  onSocialLogin?(detail: SocialLoginDetail): boolean;
}) {
  return (
    <>
      <p className="clf-divider">or</p>
      <div className="clf-social">
        {PROVIDERS.map(({ provider, name, color, glyph }) => (
          <button
            key={provider}
            type="button"
            className="clf-button"
            data-part={`social-${provider}`}
            onClick={() => onSocialLogin?.({ provider, mode })}
          >
            <svg className="clf-social-icon" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="10" fill={color} />
              <text
                x="10"
                y="14.5"
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill="#fff"
                fontFamily="Arial, sans-serif"
              >
                {glyph}
              </text>
            </svg>
            Continue with {name}
          </button>
        ))}
      </div>
    </>
  );
}

/** The announced summary of a failed check (validate mode): role="alert", empty (and hidden) otherwise. */
export function ErrorSummary({ messages }: { messages: string[] }) {
  const count = messages.length;
  return (
    <p role="alert" className="clf-alert" data-part="error-summary">
      {count === 0 ? '' : `${count === 1 ? '1 field needs' : `${count} fields need`} attention: ${messages.join(' ')}`}
    </p>
  );
}

const FORM_LABELS: Record<FormMode, string> = { login: 'Login', register: 'Register' };

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
  return (
    <form
      method="post"
      noValidate
      className="clf-card"
      data-part="form"
      data-mode={mode}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : FORM_LABELS[mode]}
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
