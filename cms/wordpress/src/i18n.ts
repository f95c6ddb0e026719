/**
 * The editor's strings through WordPress's own wp.i18n (translations loaded by wp_set_script_translations before
 * this script runs). Without WordPress (the unit tests), the English text. Every call names the plugin's text
 * domain literally: scripts/wordpress-i18n.mjs reads the strings from the calls.
 */

type WpI18n = {
  __: (text: string, domain: string) => string;
  _x: (text: string, context: string, domain: string) => string;
  sprintf: (format: string, ...args: unknown[]) => string;
};

const i18n = (): WpI18n | undefined => (globalThis as { wp?: { i18n?: WpI18n } }).wp?.i18n;

type Domain = 'coursify-elements';

export const __ = (text: string, domain: Domain): string => i18n()?.__(text, domain) ?? text;

export const _x = (text: string, context: string, domain: Domain): string => i18n()?._x(text, context, domain) ?? text;

/** printf-style `%s` and `%d` (`%1$s` too), as wp.i18n.sprintf formats them. */
export function sprintf(format: string, ...args: unknown[]): string {
  const wp = i18n();
  if (wp) return wp.sprintf(format, ...args);
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?[sd]/g, (_, position?: string) =>
    String(args[position ? Number(position) - 1 : next++]),
  );
}
