/** Price formatting with `Intl`, cached: constructing a NumberFormat costs far more than using one. */

/** Prices without a currency code, or with one `Intl` does not know, are in this one. */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined, currency: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An unknown locale or currency code from an attribute must not break the widget.
      formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency: DEFAULT_CURRENCY });
    }
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

/** Plain number formatting for counts ("10,000"); an invalid locale falls back to the browser's. */
export function formatCount(value: number, locale?: string): string {
  const key = locale ?? '';
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale);
    } catch {
      formatter = new Intl.NumberFormat();
    }
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
