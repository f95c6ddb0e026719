/**
 * The checks the `validate` attribute turns on (off by default: SPEC's validation rules have the forms check no
 * input): required fields and the shape of an email address and a mobile number. Pure, so each message is
 * unit-tested; the form shows them.
 */
import { phoneLink } from './phone';

export type LoginValues = { email: string; password: string };
export type RegisterValues = { firstName: string; lastName: string; email: string; mobile: string; password: string };
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// One @, something before it, a dot in the domain, no spaces: what people mistype, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your email address.';
  if (!EMAIL.test(value.trim())) return 'Enter an email address like name@example.com.';
  return undefined;
}

function required(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

function defined<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<K>;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return defined({
    email: emailError(values.email),
    // Not trimmed: a password of spaces is still a password.
    password: values.password === '' ? 'Enter your password.' : undefined,
  });
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const mobile = values.mobile.trim();
  return defined({
    firstName: required(values.firstName, 'Enter your first name.'),
    lastName: required(values.lastName, 'Enter your last name.'),
    email: emailError(values.email),
    mobile:
      mobile === ''
        ? 'Enter your mobile number.'
        : phoneLink(mobile) === null
          ? 'Enter a mobile number of digits, with an optional leading + (spaces and dashes are fine).'
          : undefined,
    password: values.password === '' ? 'Choose a password.' : undefined,
  });
}
