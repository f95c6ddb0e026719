import type { loginFormEn } from '../../lib/i18n/en/login-form';
import type { FormMode } from '../../lib/login-urls';

/** A user-type option of the select: its label, value, and whether it is shown disabled (never chosen). */
export type DropdownOption = { readonly label: string; readonly value: string; readonly disabled?: boolean };

/** The user types at login, each labelled by a message key. Developer is shown and can never be chosen. */
export const USER_TYPES: readonly (DropdownOption & { label: keyof typeof loginFormEn })[] = [
  { label: 'userTypeLearner', value: 'learner' },
  { label: 'userTypeProctor', value: 'proctor' },
  { label: 'userTypeAdmin', value: 'admin' },
  { label: 'userTypeInstructor', value: 'instructor' },
  { label: 'userTypeDeveloper', value: 'developer', disabled: true },
];

export type UserType = 'learner' | 'proctor' | 'admin' | 'instructor';

/** Whether `value` is a type that can log in: one of USER_TYPES and not disabled. */
export function isUserType(value: string): value is UserType {
  return USER_TYPES.some((option) => option.value === value && !option.disabled);
}

/** `login-submit`: what a host needs to authenticate, and where the form would go (null: no safe URL). */
export type LoginSubmitDetail = { email: string; password: string; userType: UserType; url: string | null };

/** `register-submit`: the new account's fields, and where the form would go next (the login screen). */
export type RegisterSubmitDetail = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  url: string | null;
};

export type SocialProvider = 'google' | 'facebook';
/** `social-login`: which button, on which screen. Never any field of the form. */
export type SocialLoginDetail = { provider: SocialProvider; mode: FormMode };

/** Where the browser goes when a host did not cancel the submit event. */
export type Navigate = (url: string) => void;

export const defaultNavigate: Navigate = (url) => window.location.assign(url);

let instances = 0;
// Random per page load as well as counted: two copies of the bundle on one page must not repeat an id, and these
// ids live in the document (light DOM), where React's useId of separate element roots would collide.
const salt = Math.random().toString(36).slice(2, 7);

/** A document-unique id prefix for one form's labels, descriptions and options. */
export function nextFormId(): string {
  instances += 1;
  return `clf-${salt}-${instances}`;
}
