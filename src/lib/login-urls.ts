/**
 * Where the login and registration forms send the browser. Templates come from attributes, so every result
 * passes safeLinkUrl: `javascript:` and friends never reach location.assign().
 */
import { safeLinkUrl } from './safe-url';

export const USER_TYPE_PLACEHOLDER = '{userType}';

/**
 * The dashboard URL for a user type: every `{userType}` in the template becomes the lower-case type, encoded as
 * a path segment. Only the user type is ever substituted, so nothing typed into the form reaches the URL.
 * Null when the result is not a safe link.
 */
export function dashboardUrl(template: unknown, userType: string): string | null {
  if (typeof template !== 'string') return null;
  const segment = encodeURIComponent(userType.trim().toLowerCase());
  return safeLinkUrl(template.split(USER_TYPE_PLACEHOLDER).join(segment));
}

export const FORM_MODES = ['login', 'register'] as const;
export type FormMode = (typeof FORM_MODES)[number];
export const DEFAULT_MODE: FormMode = 'login';

export function toMode(value: unknown): FormMode {
  return FORM_MODES.includes(value as FormMode) ? (value as FormMode) : DEFAULT_MODE;
}
