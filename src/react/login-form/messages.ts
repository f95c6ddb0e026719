import { loginFormEn } from '../../lib/i18n/en/login-form';
import type { Translate } from '../../lib/i18n/translate';
import type { FieldErrors } from '../../lib/login-validation';
import { useMessages } from '../shared/i18n';

export type LoginMessages = Translate<typeof loginFormEn>;

/** The form's translator (its English catalogue, the element's language and `strings`). */
export const useLoginMessages = (): LoginMessages => useMessages(loginFormEn);

/** The validation's message keys → the words shown. */
export function errorTexts<K extends string>(t: LoginMessages, errors: FieldErrors<K>): Partial<Record<K, string>> {
  const texts: Partial<Record<K, string>> = {};
  for (const field in errors) {
    const key = errors[field];
    if (key) texts[field] = t(key);
  }
  return texts;
}
