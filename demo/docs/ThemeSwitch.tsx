import { useId } from 'react';
import { Code } from './Described';

/** The example's theme: follow the page, or force one of the `theme` attribute's values (from the manifest). */
export function ThemeSwitch({
  options,
  value,
  onChange,
}: {
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const name = useId();
  const choices = [
    { value: undefined, label: 'Follow the page' },
    ...options.map((option) => ({ value: option, label: option[0].toUpperCase() + option.slice(1) })),
  ];
  return (
    <fieldset className="mb-6">
      <legend className="text-lg font-semibold">Example theme</legend>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        Sets the element's <Code>theme</Code> attribute; the page's own toggle is in the navigation bar.
      </p>
      <div className="mt-2 flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice.label} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-indigo-700"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
