import { type FormEvent, useState } from 'react';
import { dashboardUrl } from '../../lib/login-urls';
import { type LoginValues, validateLogin } from '../../lib/login-validation';
import { FormCard } from './FormCard';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { submittedValues } from './submitted-values';
import { TextField } from './TextField';
import { type LoginSubmitDetail, type Navigate, type SocialLoginDetail, USER_TYPES, type UserType } from './types';
import { UserTypePicker } from './UserTypePicker';
import { useValidation } from './useValidation';

export type LoginFieldsProps = {
  id: string;
  heading: string;
  /** Template with `{userType}`. */
  dashboardUrl: string;
  /** Safe link of "Troubleshoot Account", or null: no link. */
  helpUrl: string | null;
  validate: boolean;
  navigate: Navigate;
  onLoginSubmit?(detail: LoginSubmitDetail): boolean;
  onSocialLogin?(detail: SocialLoginDetail): boolean;
};

const ORDER = ['email', 'password'] as const;

/**
 * The login screen. A POST form without an action whose submit never leaves the page by itself: the
 * password can never land in a URL. Login Now is disabled until a user type is chosen.
 */
export function LoginFields(props: LoginFieldsProps) {
  const { id, heading, validate, navigate, onLoginSubmit, onSocialLogin } = props;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [userType, setUserType] = useState('');
  const [shown, setShown] = useState(false);
  const check = useValidation(validate, ORDER, () => validateLogin(values));
  const set = (field: keyof LoginValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const hintId = `${id}-type-hint`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (userType === '') return;
    // What the fields hold now: state may not have caught up with a change made in this same task.
    const submitted = submittedValues(event.currentTarget, ORDER);
    setValues(submitted);
    if (!check.check(() => validateLogin(submitted))) return;
    setShown(false);
    const url = dashboardUrl(props.dashboardUrl, userType);
    const detail: LoginSubmitDetail = { ...submitted, userType: userType as UserType, url };
    // Only an explicit false (a host's preventDefault()) stops the navigation.
    if (onLoginSubmit?.(detail) !== false && url !== null) navigate(url);
  };

  return (
    <FormCard id={id} mode="login" heading={heading} validate={validate} messages={check.messages} onSubmit={onSubmit}>
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        part="email"
        value={values.email}
        onChange={set('email')}
        required={validate}
        error={check.errors.email}
        inputRef={check.inputRef('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        shown={shown}
        onShownChange={setShown}
        required={validate}
        error={check.errors.password}
        inputRef={check.inputRef('password')}
      />
      <UserTypePicker
        id={`${id}-type`}
        label="User type"
        placeholder="Select user type"
        options={USER_TYPES}
        value={userType}
        onChange={setUserType}
        describedBy={userType === '' ? hintId : undefined}
      />
      <button type="submit" className="clf-button clf-submit" data-part="submit" disabled={userType === ''}>
        Login Now
      </button>
      {userType === '' && (
        <p id={hintId} className="clf-hint" data-part="hint">
          Choose a user type to log in.
        </p>
      )}
      <SocialButtons mode="login" onSocialLogin={onSocialLogin} />
      {props.helpUrl !== null && (
        <p className="clf-help">
          <a href={props.helpUrl} className="clf-link" data-part="help-link">
            Troubleshoot Account
          </a>
        </p>
      )}
    </FormCard>
  );
}
