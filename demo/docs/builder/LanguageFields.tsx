import { BUNDLED_LANGUAGES } from '../bundled-languages';
import { ERROR_TEXT, INPUT, LABEL } from '../classes';
import { Code } from '../Described';
import { ENGLISH, languageName, type StringsCheck } from '../languages';

type Props = {
  idPrefix: string;
  tag: string;
  lang: string;
  stringsText: string;
  check: StringsCheck;
  /** A key of the element's messages, for the example in the hint. */
  exampleKey?: string;
  onLang: (lang: string) => void;
  onStrings: (text: string) => void;
};

/**
 * The snippet's language (`lang`) and the instance's own words (`strings`, JSON): the field shows what the element
 * would warn about the text, word for word, as errors beside it.
 */
export function LanguageFields({ idPrefix, tag, lang, stringsText, check, exampleKey, onLang, onStrings }: Props) {
  const errorsId = `${idPrefix}-strings-errors`;
  const hintId = `${idPrefix}-strings-hint`;
  const invalid = check.errors.length > 0;
  return (
    <fieldset className="mt-6 space-y-4">
      <legend className="text-xl font-semibold">Language and words</legend>
      <div>
        <label htmlFor={`${idPrefix}-lang`} className={LABEL}>
          Language (<Code>lang</Code>)
        </label>
        <select
          id={`${idPrefix}-lang`}
          className={`${INPUT} mt-1`}
          value={lang}
          onChange={(event) => onLang(event.target.value)}
        >
          <option value={ENGLISH}>Not set: the page's language (English here)</option>
          {BUNDLED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-strings`} className={LABEL}>
          Own words (<Code>strings</Code>, JSON)
        </label>
        <textarea
          id={`${idPrefix}-strings`}
          rows={4}
          spellCheck={false}
          className={`${INPUT} mt-1 font-mono`}
          value={stringsText}
          placeholder={exampleKey ? `{"${exampleKey}": "…"}` : '{"key": "…"}'}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorsId} ${hintId}` : hintId}
          onChange={(event) => onStrings(event.target.value)}
        />
        {invalid && (
          <ul id={errorsId} className="mt-1 space-y-1" aria-label="Problems with the words">
            {check.errors.map((error) => (
              <li key={error} className={ERROR_TEXT}>
                {error}
              </li>
            ))}
          </ul>
        )}
        <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          An object of messages by key (the keys are on the {`<${tag}>`} docs page, under Messages). What the element
          would ignore is left out of the HTML.
        </p>
      </div>
    </fieldset>
  );
}
