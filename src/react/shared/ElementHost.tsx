import { type ComponentType, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/resolve';
import type { Problem } from '../../lib/report';
import { ElementBoundary } from './ElementBoundary';
import { ErrorNotice, noticeWord, problemText } from './ErrorNotice';
import { ElementTagContext } from './element-tag';
import { LocaleContext } from './locale-context';
import { ServerFirstContext } from './server-first';

export type HostProps = {
  tag: string;
  component: ComponentType<Record<string, unknown>>;
  /** Declared defaults, used where a value is undefined. */
  defaults: Record<string, unknown>;
  /** The element's prop store: declared props plus `callbacks`, `inputErrors` and r2wc's `container`. */
  values: Record<string, unknown> & {
    callbacks?: Record<string, (detail: unknown) => boolean>;
    inputErrors?: Problem[];
    /** The resolved language and direction (the element class or the React host keeps it current). */
    resolvedLocale?: Locale;
    /** A render that must match the server's (server-first.ts): the server's, and the browser's hydration. */
    serverFirst?: boolean;
  };
};

/**
 * The first thing inside every element's shadow root: the `.cf-root` wrapper that pins inherited styles,
 * the error boundary, and the visible error state for unusable attributes.
 */
export function ElementHost({ tag, component: Inner, defaults, values }: HostProps) {
  const { callbacks, inputErrors, container: _container, resolvedLocale, strings, serverFirst, ...propValues } = values;
  const props: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(propValues)) if (value !== undefined) props[name] = value;
  const problem = inputErrors?.[0];
  // One object per locale or strings change: a re-render for anything else keeps the translators memoised.
  const checked = useMemo(() => {
    if (strings == null || (typeof strings === 'object' && !Array.isArray(strings))) return strings ?? undefined;
    console.warn(`<${tag}> strings: expected an object of messages by key; ignored.`);
  }, [tag, strings]);
  const localeValue = useMemo(
    () => ({ locale: resolvedLocale ?? DEFAULT_LOCALE, strings: checked }),
    [resolvedLocale, checked],
  );
  return (
    <ServerFirstContext.Provider value={serverFirst === true}>
      <ElementTagContext.Provider value={tag}>
        <LocaleContext.Provider value={localeValue}>
          {/* The resolved direction, for the shadow content: `dir="auto"` on the page is resolved once, here. */}
          <div className="cf-root" part="root" dir={localeValue.locale.dir}>
            <ElementBoundary tag={tag} resetKey={values}>
              {problem ? (
                <ErrorNotice
                  title={noticeWord(localeValue, 'inputErrorTitle')}
                  message={problemText(localeValue, tag, problem)}
                />
              ) : (
                <Inner {...props} {...callbacks} />
              )}
            </ElementBoundary>
          </div>
        </LocaleContext.Provider>
      </ElementTagContext.Provider>
    </ServerFirstContext.Provider>
  );
}
