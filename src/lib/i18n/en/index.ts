/**
 * The English catalogue: every element's messages in one object, for the docs, the manifest, tests and
 * translators. Elements import only their own module (`./<tag>.ts`), so a page pays for the words it shows. A key
 * two elements share means the same words in both (test/unit/lib/i18n/catalogue.test.ts); the error notice's words
 * (`./common.ts`) are in every element's catalogue.
 */
import { accessibilityPanelEn } from './accessibility-panel';
import { courseCatalogEn } from './course-catalog';
import { ecosystemGridEn } from './ecosystem-grid';
import { installPromptEn } from './install-prompt';
import { loginFormEn } from './login-form';
import { siteNavbarEn } from './site-navbar';
import { themeToggleEn } from './theme-toggle';

/** English messages per element tag. */
export const englishByElement = {
  'accessibility-panel': accessibilityPanelEn,
  'course-catalog': courseCatalogEn,
  'ecosystem-grid': ecosystemGridEn,
  'install-prompt': installPromptEn,
  'login-form': loginFormEn,
  'site-navbar': siteNavbarEn,
  'theme-toggle': themeToggleEn,
} as const;

export const en = {
  ...accessibilityPanelEn,
  ...courseCatalogEn,
  ...ecosystemGridEn,
  ...installPromptEn,
  ...loginFormEn,
  ...siteNavbarEn,
  ...themeToggleEn,
};

/** Every message key with its English text's type: what a translation (`registerTranslation`) may contain. */
export type Messages = typeof en;
export type MessageKey = keyof Messages;
