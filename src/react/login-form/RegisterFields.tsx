import { type FormEvent, useState } from 'react';
import { type RegisterValues, validateRegister } from '../../lib/login-validation';
import { FormCard } from './FormCard';
import { useLoginMessages } from './messages';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { submittedValues } from './submitted-values';
import { TextField } from './TextField';
import type { Navigate, RegisterSubmitDetail, SocialLoginDetail } from './types';
import { useValidation } from './useValidation';

export type RegisterFieldsProps = {
  id: string;
  heading: string;
  /** Safe link Register Now goes to (the login screen), or null: nowhere. */
  loginUrl: string | null;
  validate: boolean;
  navigate: Navigate;
  onRegisterSubmit?(detail: RegisterSubmitDetail): boolean;
  onSocialLogin?(detail: SocialLoginDetail): boolean;
};

const ORDER = ['firstName', 'lastName', 'email', 'mobile', 'password'] as const;
const EMPTY: RegisterValues = { firstName: '', lastName: '', email: '', mobile: '', password: '' };

/**
 * The registration screen. Register Now submits the form (so Enter works and password managers see a new
 * password being saved) without any request: it emits the cancelable `register-submit` and goes to login-url.
 */
export function RegisterFields(props: RegisterFieldsProps) {
  const { id, heading, validate, navigate, onRegisterSubmit, onSocialLogin, loginUrl } = props;
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [shown, setShown] = useState(false);
  const t = useLoginMessages();
  const check = useValidation(validate, ORDER, () => validateRegister(values));
  const field = (name: keyof RegisterValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    required: validate,
    error: check.errors[name],
    inputRef: check.inputRef(name),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold now: state may not have caught up with a change made in this same task.
    const submitted = submittedValues(event.currentTarget, ORDER);
    setValues(submitted);
    if (!check.check(() => validateRegister(submitted))) return;
    setShown(false);
    if (onRegisterSubmit?.({ ...submitted, url: loginUrl }) !== false && loginUrl !== null) navigate(loginUrl);
  };

  return (
    <FormCard
      id={id}
      mode="register"
      heading={heading}
      validate={validate}
      messages={check.messages}
      onSubmit={onSubmit}
    >
      <div className="clf-names">
        <TextField {...field('firstName')} label={t('firstNameLabel')} autoComplete="given-name" part="first-name" />
        <TextField {...field('lastName')} label={t('lastNameLabel')} autoComplete="family-name" part="last-name" />
      </div>
      <TextField
        {...field('email')}
        label={t('emailAddressLabel')}
        type="email"
        inputMode="email"
        autoComplete="email"
        part="email"
      />
      <TextField
        {...field('mobile')}
        label={t('mobileLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        part="mobile"
      />
      <PasswordField
        {...field('password')}
        label={t('passwordLabel')}
        autoComplete="new-password"
        shown={shown}
        onShownChange={setShown}
      />
      <button type="submit" className="clf-button clf-submit" data-part="submit">
        {t('registerButton')}
      </button>
      <SocialButtons mode="register" onSocialLogin={onSocialLogin} />
    </FormCard>
  );
}
