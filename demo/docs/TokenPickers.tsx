import { useId } from 'react';
import { BUTTON, FOCUS_RING, INPUT, LABEL } from './classes';
import { Code } from './Described';
import type { NamedDoc } from './model';
import { isColorToken, tokenNameFor } from './playground-values';

type Props = {
  tokens: readonly NamedDoc[];
  /** The values set, by the token's actual name (`--cf-color-primary-dark` while the example is dark). */
  values: Readonly<Record<string, string>>;
  /** What each token resolves to in the example now, by the manifest's name: where a picker starts. */
  resolved: Readonly<Record<string, string>>;
  dark: boolean;
  onValue: (token: string, value: string | undefined) => void;
  onReset: () => void;
};

/**
 * A picker per `--cf-*` custom property of the element (the manifest's list): colours with a colour input, sizes
 * and fonts as text. Each sets the property on the example element, as a partner's stylesheet would.
 */
export function TokenPickers({ tokens, values, resolved, dark, onValue, onReset }: Props) {
  if (tokens.length === 0) return null;
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold">Design tokens</legend>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {dark
          ? 'The example is dark: colours set the -dark twin of each token, which dark mode reads.'
          : 'Set on the example element; a page can set them on any ancestor.'}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tokens.map((token) => (
          <TokenPicker
            key={token.name}
            name={tokenNameFor(token.name, dark)}
            value={values[tokenNameFor(token.name, dark)]}
            resolved={resolved[token.name] ?? ''}
            color={isColorToken(token.name)}
            onValue={onValue}
          />
        ))}
      </div>
      <button type="button" className={`${BUTTON} mt-3`} onClick={onReset} disabled={Object.keys(values).length === 0}>
        Reset the tokens
      </button>
    </fieldset>
  );
}

function TokenPicker({
  name,
  value,
  resolved,
  color,
  onValue,
}: {
  name: string;
  value: string | undefined;
  resolved: string;
  color: boolean;
  onValue: Props['onValue'];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        <Code>{name}</Code>
      </label>
      {color ? (
        <input
          id={id}
          type="color"
          className={`mt-1 block h-8 w-16 cursor-pointer rounded border border-slate-400 dark:border-slate-500 ${FOCUS_RING}`}
          value={value ?? (resolved || '#000000')}
          onChange={(event) => onValue(name, event.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          className={`${INPUT} mt-1`}
          value={value ?? ''}
          placeholder={resolved || '(not set)'}
          onChange={(event) => onValue(name, event.target.value.trim() === '' ? undefined : event.target.value)}
        />
      )}
    </div>
  );
}
