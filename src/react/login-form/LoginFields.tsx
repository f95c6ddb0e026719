import { type FormEvent, useState } from 'react';
import { dashboardUrl } from '../../lib/login-urls';
import { type LoginValues, validateLogin } from '../../lib/login-validation';
import { FormCard } from './FormCard';
import { useLoginMessages } from './messages';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { submittedValues } from './submitted-values';
import { TextField } from './TextField';
import { isUserType, type LoginSubmitDetail, type Navigate, type SocialLoginDetail, USER_TYPES } from './types';
import { UserTypeSelect } from './UserTypeSelect';
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
  const t = useLoginMessages();
  const check = useValidation(validate, ORDER, () => validateLogin(values));
  const set = (field: keyof LoginValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const hintId = `${id}-type-hint`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold now: state may not have caught up with a change made in this same task. A disabled
    // option (the placeholder, Developer) is not in the form's data: no type.
    const { userType: chosen, ...submitted } = submittedValues(event.currentTarget, [...ORDER, 'userType']);
    if (!isUserType(chosen)) return;
    setValues(submitted);
    if (!check.check(() => validateLogin(submitted))) return;
    setShown(false);
    const url = dashboardUrl(props.dashboardUrl, chosen);
    const detail: LoginSubmitDetail = { ...submitted, userType: chosen, url };
    // Only an explicit false (a host's preventDefault()) stops the navigation.
    if (onLoginSubmit?.(detail) !== false && url !== null) navigate(url);
  };

  return (
    <FormCard id={id} mode="login" heading={heading} validate={validate} messages={check.messages} onSubmit={onSubmit}>
      <TextField
        id={`${id}-email`}
        label={t('emailLabel')}
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
        label={t('passwordLabel')}
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
      <UserTypeSelect
        id={`${id}-type`}
        label={t('userTypeLabel')}
        name="userType"
        placeholder={t('userTypePlaceholder')}
        options={USER_TYPES.map((option) => ({ ...option, label: t(option.label) }))}
        value={userType}
        onChange={setUserType}
        describedBy={userType === '' ? hintId : undefined}
      />
      <button type="submit" className="clf-button clf-submit" data-part="submit" disabled={userType === ''}>
        {t('loginButton')}
      </button>
      {userType === '' && (
        <p id={hintId} className="clf-hint" data-part="hint">
          {t('userTypeHint')}
        </p>
      )}
      <SocialButtons mode="login" onSocialLogin={onSocialLogin} />
      {props.helpUrl !== null && (
        <p className="clf-help">
          <a href={props.helpUrl} className="clf-link" data-part="help-link">
            {t('troubleshootLink')}
          </a>
        </p>
      )}
    </FormCard>
  );
}
