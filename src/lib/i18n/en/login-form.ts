import { commonEn } from './common';

/** <login-form>'s English messages. */
export const loginFormEn = {
  ...commonEn,
  loginHeading: 'Log in',
  registerHeading: 'Create your account',
  /** The form's name when the page gave an empty heading. */
  loginFormLabel: 'Login',
  registerFormLabel: 'Register',
  emailLabel: 'Email',
  emailAddressLabel: 'Email address',
  passwordLabel: 'Password',
  showPasswordButton: 'Show password',
  userTypeLabel: 'User type',
  userTypePlaceholder: 'Select user type',
  userTypeLearner: 'Learner',
  userTypeProctor: 'Proctor',
  userTypeAdmin: 'Admin',
  userTypeInstructor: 'Instructor',
  userTypeDeveloper: 'Developer',
  userTypeHint: 'Choose a user type to log in.',
  loginButton: 'Login Now',
  troubleshootLink: 'Troubleshoot Account',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  mobileLabel: 'Mobile number',
  registerButton: 'Register Now',
  /** Between the form and the social buttons. */
  socialDivider: 'or',
  /** `{provider}`: Google or Facebook (names, never translated). */
  socialButton: 'Continue with {provider}',
  /** The announced summary in validate mode; `{errors}`: the fields' messages, in order. */
  errorSummary: { one: '1 field needs attention: {errors}', other: '{count} fields need attention: {errors}' },
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordRequired: 'Enter your password.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  mobileRequired: 'Enter your mobile number.',
  mobileInvalid: 'Enter a mobile number of digits, with an optional leading + (spaces and dashes are fine).',
  newPasswordRequired: 'Choose a password.',
};

/** The keys of the validation messages (src/lib/login-validation.ts returns these; the form shows their text). */
export type LoginErrorKey = {
  [K in keyof typeof loginFormEn]: K extends `${string}${'Required' | 'Invalid'}` ? K : never;
}[keyof typeof loginFormEn];
