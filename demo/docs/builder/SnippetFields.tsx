import { ERROR_TEXT, INPUT, LABEL } from '../classes';
import { Code } from '../Described';
import type { BuilderKind, SnippetForm } from './kinds';

type Props = {
  idPrefix: string;
  kind: BuilderKind;
  form: SnippetForm;
  /** The base URL field's text, and the default it starts from (the shell's own copy of the lite build). */
  baseText: string;
  defaultBase: string;
  /** False when the text is not an absolute http(s) URL: the snippet keeps the default meanwhile. */
  baseValid: boolean;
  onForm: (form: SnippetForm) => void;
  onBase: (text: string) => void;
};

/**
 * How the snippet is written: the data as the element's JSON attribute (the default: a CMS keeps it for every role
 * once the tag is allowed) or, for an element that reads one, as an inline JSON script (a CMS strips it unless the
 * editor may post any HTML); and where its module script loads the lite build from.
 */
export function SnippetFields({ idPrefix, kind, form, baseText, defaultBase, baseValid, onForm, onBase }: Props) {
  const baseHintId = `${idPrefix}-base-hint`;
  const baseErrorId = `${idPrefix}-base-error`;
  return (
    <fieldset className="mt-6 space-y-4">
      <legend className="text-xl font-semibold">The snippet</legend>
      {kind.jsonChild ? (
        <fieldset>
          <legend className={LABEL}>Where the data goes</legend>
          <div className="mt-1 flex items-start gap-2">
            <input
              type="radio"
              id={`${idPrefix}-form-attribute`}
              name={`${idPrefix}-form`}
              className="mt-1 size-4 accent-indigo-700"
              checked={form === 'attribute'}
              aria-describedby={`${idPrefix}-form-attribute-hint`}
              onChange={() => onForm('attribute')}
            />
            <div>
              <label htmlFor={`${idPrefix}-form-attribute`}>
                In the <Code>{kind.attribute}</Code> attribute (recommended)
              </label>
              <p id={`${idPrefix}-form-attribute-hint`} className="text-xs text-slate-700 dark:text-slate-300">
                Works for every editor of a CMS that allows the tag and attribute (the WordPress plugin does).
              </p>
            </div>
          </div>
          <div className="mt-2 flex items-start gap-2">
            <input
              type="radio"
              id={`${idPrefix}-form-json-child`}
              name={`${idPrefix}-form`}
              className="mt-1 size-4 accent-indigo-700"
              checked={form === 'json-child'}
              aria-describedby={`${idPrefix}-form-json-child-hint`}
              onChange={() => onForm('json-child')}
            />
            <div>
              <label htmlFor={`${idPrefix}-form-json-child`}>
                In an inline <Code>{'<script type="application/json">'}</Code> (administrators only)
              </label>
              <p id={`${idPrefix}-form-json-child-hint`} className="text-xs text-slate-700 dark:text-slate-300">
                Needs the right to post any HTML (<Code>unfiltered_html</Code> in WordPress: administrators, and editors
                on a single site). For everyone else the CMS removes the script and the element shows an error.
              </p>
            </div>
          </div>
        </fieldset>
      ) : (
        <p className="text-sm">
          The data goes in the <Code>{kind.attribute}</Code> attribute, which a CMS keeps for every editor once the tag
          and attribute are allowed (the WordPress plugin does).
        </p>
      )}
      <div>
        <label htmlFor={`${idPrefix}-base`} className={LABEL}>
          Script base URL
        </label>
        <input
          id={`${idPrefix}-base`}
          type="url"
          spellCheck={false}
          className={`${INPUT} mt-1 font-mono`}
          value={baseText}
          aria-invalid={!baseValid}
          aria-describedby={baseValid ? baseHintId : `${baseErrorId} ${baseHintId}`}
          onChange={(event) => onBase(event.target.value)}
        />
        {!baseValid && (
          <p id={baseErrorId} className={`mt-1 ${ERROR_TEXT}`}>
            Not an absolute http(s) URL: the HTML keeps {defaultBase} meanwhile.
          </p>
        )}
        <p id={baseHintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          Where your site serves the lite build (<Code>dist/cdn</Code>, or the copy inside the WordPress plugin). By
          default, this site's own copy: {defaultBase}
        </p>
      </div>
    </fieldset>
  );
}
