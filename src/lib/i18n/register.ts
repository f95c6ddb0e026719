/**
 * registerTranslation, the partners' way to add a language or change words, kept apart from the registry the
 * elements read (registry.ts): an English page that never calls it does not download its checks.
 */
import type { MessageValue } from './format';
import { catalogueListeners, catalogues, normalise } from './registry';
import { isMessage } from './strings';

/**
 * Adds (or extends) the messages of language `code` (`de`, `pt-BR`). Keys it lacks fall back to English one by
 * one. A value that is not text (or plural variants of text) is ignored with a warning naming the key; never throws.
 */
export function registerTranslation(code: string, messages: Record<string, unknown>): void {
  if (typeof code !== 'string' || !code.trim()) {
    console.warn(`coursify-elements: registerTranslation: the language code must be a non-empty string; ignored.`);
    return;
  }
  try {
    // The language's plural rules and number formats are made from it (format.ts): it must be a language tag.
    Intl.getCanonicalLocales(code.trim());
  } catch {
    console.warn(
      `coursify-elements: registerTranslation("${code}"): not a language tag (like "de" or "pt-BR"); ignored.`,
    );
    return;
  }
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
    console.warn(`coursify-elements: registerTranslation("${code}"): the messages must be an object; ignored.`);
    return;
  }
  const lang = normalise(code);
  const catalogue: Record<string, MessageValue> = { ...catalogues.get(lang) };
  for (const [key, value] of Object.entries(messages)) {
    if (isMessage(value)) catalogue[key] = value;
    else console.warn(`coursify-elements: registerTranslation("${code}"): message "${key}" is not text; ignored.`);
  }
  catalogues.set(lang, catalogue);
  for (const listener of catalogueListeners) listener();
}
