import { describe, expect, it } from 'vitest';
import { loginFormEn } from '../../../src/lib/i18n/en/login-form';
import * as validation from '../../../src/lib/login-validation';

// The checks return message keys; these read them in English, as the form shows them on an English page.
const english = (errors: Record<string, keyof typeof loginFormEn | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key && loginFormEn[key]]));
const emailError = (value: string) => english({ email: validation.emailError(value) }).email;
const validateLogin = (values: validation.LoginValues) => english(validation.validateLogin(values));
const validateRegister = (values: validation.RegisterValues) => english(validation.validateRegister(values));

describe('emailError', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.example.co.uk', '  ada@example.com ']) {
      expect(emailError(email), email).toBeUndefined();
    }
  });

  it('asks for a missing address and explains a malformed one', () => {
    expect(emailError('')).toBe('Enter your email address.');
    expect(emailError('   ')).toBe('Enter your email address.');
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'a@b@c.com', 'ada@.com']) {
      expect(emailError(email), email).toBe('Enter an email address like name@example.com.');
    }
  });
});

describe('validateLogin', () => {
  it('nothing to say about a complete form', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'secret' })).toEqual({});
  });

  it('requires the email and the password (a password of spaces counts)', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateLogin({ email: 'ada@example.com', password: '   ' })).toEqual({});
  });
});

describe('validateRegister', () => {
  const complete = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobile: '+44 20 7946 0958',
    password: 'correct horse',
  };

  it('nothing to say about a complete form', () => {
    expect(validateRegister(complete)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateRegister({ firstName: ' ', lastName: '', email: '', mobile: '', password: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      mobile: 'Enter your mobile number.',
      password: 'Choose a password.',
    });
  });

  it('checks the shape of the email and the mobile number', () => {
    expect(validateRegister({ ...complete, email: 'ada', mobile: 'call me' })).toEqual({
      email: 'Enter an email address like name@example.com.',
      mobile: 'Enter a mobile number of digits, with an optional leading + (spaces and dashes are fine).',
    });
    expect(validateRegister({ ...complete, mobile: '12' }).mobile).toBeDefined();
    expect(validateRegister({ ...complete, mobile: '555-0100' }).mobile).toBeUndefined();
  });
});
