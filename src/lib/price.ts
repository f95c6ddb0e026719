/**
 * Price and count formatting with `Intl`, cached: constructing a NumberFormat costs far more than using one.
 *
 * Never in the runtime's own default locale: Node's, Chromium's and WebKit's differ (an unusable `currency=""` once
 * showed "$10.00" on the server and "$ 10.00" in WebKit, so hydration rendered again), so every fallback here is a
 * fixed one, the same on the server and in every browser (DESIGN.md rule 12).
 */

/** Prices without a currency code, or with one that names no currency (priceCurrency), are in this one. */
export const DEFAULT_CURRENCY = 'USD';
/** Numbers in a locale `Intl` cannot use (not a tag, or none it has data for) are formatted in this one. */
const FALLBACK_NUMBER_LOCALE = 'en';

/**
 * `locale` if `Intl` formats numbers in it (itself or its language: `de-XX` is German), else `fallback`: a tag it
 * would otherwise resolve to the runtime's default locale, or one that is not a tag at all.
 */
export function numberLocale(locale: string | undefined, fallback = FALLBACK_NUMBER_LOCALE): string {
  if (!locale) return fallback;
  let usable = usableLocales.get(locale);
  if (usable === undefined) {
    try {
      usable = Intl.NumberFormat.supportedLocalesOf(locale).length > 0;
    } catch {
      usable = false;
    }
    usableLocales.set(locale, usable);
  }
  return usable ? locale : fallback;
}

/** numberLocale's answers by tag: the catalog asks on every render, a keystroke included. */
const usableLocales = new Map<string, boolean>();

/**
 * Languages whose default digits changed between CLDR releases, with the digits current CLDR gives them: `ar` has
 * Latin digits in Node, Chromium and Firefox, but Arabic-Indic ones in WebKitGTK, which formats with the system's
 * older ICU. Named here, the same digits everywhere. The bare language only (what an element's `lang` resolves
 * to): a region (`ar-EG`) keeps its own digits, as does a tag that names them (`ar-u-nu-arab`).
 */
const DEFAULT_DIGITS: Readonly<Record<string, string>> = { ar: 'latn' };

/** The options that pin `locale`'s digits where runtimes disagree on them (DEFAULT_DIGITS), else none. */
export function digitOptions(locale: string): Intl.NumberFormatOptions {
  try {
    const { language, script, region, numberingSystem } = new Intl.Locale(locale);
    const digits = script || region || numberingSystem ? undefined : DEFAULT_DIGITS[language];
    return digits ? { numberingSystem: digits } : {};
  } catch {
    return {};
  }
}

/**
 * ISO 4217's codes for what is not a country's money (`XXX` "no currency", `XTS` testing, `XAU` gold, …): every code
 * that starts with X but the five currencies that do (XAF, XCD, XCG, XOF, XPF). `Intl` formats them, but not alike:
 * `XXX` is "¤49.99" in Node, Firefox and WebKit and "XXX 49.99" in Chromium, so a server and a browser disagreed.
 * A fixed rule, not `Intl.supportedValuesOf('currency')`: that lists 162 codes in Node and over 300 in Firefox and
 * WebKit.
 */
const NOT_MONEY = /^X(?!AF|CD|CG|OF|PF)/;

/**
 * The currency prices are shown in: `code` (any case) if it is a well-formed currency code (three letters, which
 * `Intl` accepts, showing an unknown one by its code), else DEFAULT_CURRENCY. The structured data names the same
 * one (course-structured-data.ts).
 */
export function priceCurrency(code: string | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(upper) && !NOT_MONEY.test(upper) ? upper : DEFAULT_CURRENCY;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined, currency: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const usable = numberLocale(locale);
    // An unknown currency code from an attribute must not break the widget: its prices are in the default one.
    formatter = new Intl.NumberFormat(usable, {
      ...digitOptions(usable),
      style: 'currency',
      currency: priceCurrency(currency),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Free" for 0, otherwise the amount in the given currency and locale. */
export function formatPrice(
  amount: number,
  options: { locale?: string; currency?: string; freeLabel?: string } = {},
): string {
  if (amount === 0) return options.freeLabel ?? 'Free';
  return formatterFor(options.locale, options.currency ?? DEFAULT_CURRENCY).format(amount);
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** Plain number formatting for counts ("10,000"); a locale `Intl` cannot use gives the fallback's. */
export function formatCount(value: number, locale?: string): string {
  const key = locale ?? '';
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    const usable = numberLocale(locale);
    formatter = new Intl.NumberFormat(usable, digitOptions(usable));
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
