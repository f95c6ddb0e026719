import { Eye, EyeOff } from './icons';
import { useLoginMessages } from './messages';
import { describedBy, type FieldProps } from './TextField';

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
  const t = useLoginMessages();
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
          {t('showPasswordButton')}
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
