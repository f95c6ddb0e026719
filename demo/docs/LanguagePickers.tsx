import { useId } from 'react';
import { BUNDLED_LANGUAGES } from './bundled-languages';
import { INPUT, LABEL } from './classes';
import { DIRECTION_CHOICES, type DirectionChoice, ENGLISH, languageName } from './languages';

type Props = {
  lang: string;
  direction: DirectionChoice;
  onLang: (lang: string) => void;
  onDirection: (direction: DirectionChoice) => void;
};

/**
 * The example's language (English, the page's, or a bundled one: its `lang` attribute) and direction (its `dir`:
 * from the language, or forced), as native selects: the element re-renders in place, keeping its state.
 */
export function LanguagePickers({ lang, direction, onLang, onDirection }: Props) {
  const id = useId();
  return (
    <fieldset className="mb-6 space-y-3">
      <legend className="text-lg font-semibold">Language and direction</legend>
      <div>
        <label htmlFor={`${id}-lang`} className={LABEL}>
          Language
        </label>
        <select
          id={`${id}-lang`}
          className={`${INPUT} mt-1`}
          value={lang}
          aria-describedby={`${id}-lang-hint`}
          onChange={(event) => onLang(event.target.value)}
        >
          <option value={ENGLISH}>English (built in)</option>
          {BUNDLED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
        <p id={`${id}-lang-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          Sets the element's <code>lang</code>; its own words change, the data stays as given.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-dir`} className={LABEL}>
          Direction
        </label>
        <select
          id={`${id}-dir`}
          className={`${INPUT} mt-1`}
          value={direction}
          aria-describedby={`${id}-dir-hint`}
          onChange={(event) => onDirection(event.target.value as DirectionChoice)}
        >
          {DIRECTION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <p id={`${id}-dir-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          Sets the element's <code>dir</code>: from the language is <code>rtl</code> for Arabic and Hebrew.
        </p>
      </div>
    </fieldset>
  );
}
