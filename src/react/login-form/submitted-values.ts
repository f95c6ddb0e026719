/**
 * The values of named fields as the form holds them at submit, read from the form itself (FormData), not from
 * component state. State lags the DOM when a field changes and the form is submitted in the same task (a password
 * manager filling and submitting, a script, a fast test): React renders input changes synchronously, Preact (the
 * lite build) a microtask later, so state could still hold the previous values. The DOM never lags.
 */
export function submittedValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}
