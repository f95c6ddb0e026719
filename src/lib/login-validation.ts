/**
 * The checks the `validate` attribute turns on (off by default: SPEC's validation rules have the forms check no
 * input): required fields and the shape of an email address and a mobile number. Pure, so each message is
 * unit-tested; each is a key of the form's messages (src/lib/i18n/en/login-form.ts), shown in the reader's language.
 */
import type { LoginErrorKey } from './i18n/en/login-form';
import { phoneLink } from './phone';

export type LoginValues = { email: string; password: string };
export type RegisterValues = { firstName: string; lastName: string; email: string; mobile: string; password: string };
export type FieldErrors<K extends string> = Partial<Record<K, LoginErrorKey>>;

// One @, something before it, a dot in the domain, no spaces: what people mistype, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(value: string): LoginErrorKey | undefined {
  if (value.trim() === '') return 'emailRequired';
  if (!EMAIL.test(value.trim())) return 'emailInvalid';
  return undefined;
}

function required(value: string, message: LoginErrorKey): LoginErrorKey | undefined {
  return value.trim() === '' ? message : undefined;
}

function defined<K extends string>(errors: Record<K, LoginErrorKey | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<K>;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return defined({
    email: emailError(values.email),
    // Not trimmed: a password of spaces is still a password.
    password: values.password === '' ? 'passwordRequired' : undefined,
  });
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const mobile = values.mobile.trim();
  return defined({
    firstName: required(values.firstName, 'firstNameRequired'),
    lastName: required(values.lastName, 'lastNameRequired'),
    email: emailError(values.email),
    mobile: mobile === '' ? 'mobileRequired' : phoneLink(mobile) === null ? 'mobileInvalid' : undefined,
    password: values.password === '' ? 'newPasswordRequired' : undefined,
  });
}
