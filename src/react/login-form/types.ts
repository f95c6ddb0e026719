import type { FormMode } from '../../lib/login-urls';
import type { ComboOption } from '../../lib/select-only-combobox';

/** A user-type option of the picker: label, value, disabled; `current` is the chosen one (the picker's aria-selected). */
export type DropdownOption = ComboOption & { readonly current?: boolean };

/** The user types at login. Developer is shown and can never be chosen. */
export const USER_TYPES: readonly DropdownOption[] = [
  { label: 'Learner', value: 'learner' },
  { label: 'Proctor', value: 'proctor' },
  { label: 'Admin', value: 'admin' },
  { label: 'Instructor', value: 'instructor' },
  { label: 'Developer', value: 'developer', disabled: true },
];

export type UserType = 'learner' | 'proctor' | 'admin' | 'instructor';

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
