import { useContext } from 'react';
import { commonEn, retryEn } from '../../lib/i18n/en/common';
import { plainText } from '../../lib/plain-text';
import type { Problem } from '../../lib/report';
import { LocaleContext, type LocaleValue } from './locale-context';

type ErrorNoticeProps = {
  /** Absent: the words of an element that failed to render (`renderErrorTitle`, `renderErrorMessage`). */
  title?: string;
  message?: string;
  onRetry?: () => void;
};

type NoticeKey = keyof typeof commonEn | keyof typeof retryEn;

/**
 * One of the notice's own words: the instance's `strings`, else its language's catalogue, else English. Read here
 * rather than through the translator (these words have no placeholders nor plurals), so an element shows its error
 * notice in the page's language without every element loading the translator. The keys are in each element's
 * catalogue (src/lib/i18n/en/common.ts), where `strings` is checked and warned about.
 */
export function noticeWord({ locale, strings }: LocaleValue, key: NoticeKey): string {
  const own = (strings as Record<string, unknown> | undefined)?.[key];
  const text = typeof own === 'string' ? plainText(own) : locale.catalogue?.[key];
  return typeof text === 'string' ? text : key === 'retryButton' ? retryEn[key] : commonEn[key];
}

/**
 * The notice's text for unusable input: JSON that is not valid in the element's language, with the position where
 * it stops being valid (lib/json-error.ts), the same words on the server and in every engine; any other problem in
 * the console's words (`<tag> attribute "x" …`).
 */
export function problemText(words: LocaleValue, tag: string, problem: Problem): string {
  const source = `<${tag}> ${problem.where}`;
  if (problem.position === undefined) return `${source} ${problem.message}.`;
  return noticeWord(words, 'invalidJson')
    .replace('{source}', () => source)
    .replace('{position}', () => String(problem.position));
}

/** The visible, announced error state every element shows when its input or its data source fails. */
export function ErrorNotice({ title, message, onRetry }: ErrorNoticeProps) {
  const words = useContext(LocaleContext);
  return (
    <div role="alert" part="error" className="rounded-card border-2 border-danger bg-surface p-4 text-fg shadow-sm">
      <p className="font-semibold text-danger">{title ?? noticeWord(words, 'renderErrorTitle')}</p>
      <p className="mt-1 text-sm text-fg-muted">{message ?? noticeWord(words, 'renderErrorMessage')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-on-primary hover:opacity-90"
        >
          {noticeWord(words, 'retryButton')}
        </button>
      )}
    </div>
  );
}
