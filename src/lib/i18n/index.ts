/** The elements' languages: resolution, the registry, formatting (docs/guides/languages.md). */
export { formatMessage, type MessageParams, type MessageValue, type PluralMessage } from './format';
export { subscribeLocale } from './observe';
export { registerTranslation } from './register';
export { type Catalogue, matchLanguage, setTranslationLoader } from './registry';
export {
  DEFAULT_LOCALE,
  type Direction,
  type Locale,
  resolveDir,
  resolveLang,
  resolveLocale,
  sameLocale,
} from './resolve';
export { validateStrings } from './strings';
export { type Translate, translator } from './translate';
