import { type ReactElement, useContext, useMemo, useState } from 'react';
import { CHILD_TEXT_PROBLEM } from '../../lib/child-text';
import type { JsonChildState } from '../../lib/json-child';
import { type Problem, reportError, warnProblems } from '../../lib/report';
import { useInputReport } from '../shared/browser-effects';
import { ErrorNotice, problemText } from '../shared/ErrorNotice';
import { LocaleContext } from '../shared/locale-context';
import { DataLoading } from './DataLoading';
import { defaultData, useDefaultData } from './useDefaultData';
import { useJsonSource } from './useJsonSource';

/** What a list parser of src/lib returns (parseCourses, parseEcosystemItems): its items under its own name. */
type Parsed = { ok: boolean; problems: Problem[] };

/** How one element takes its list: everything the catalog and the grid differ in. */
export type DataSpec<P extends Parsed, N extends string = string> = {
  /**
   * What the list holds, capitalised and plural: `Courses`, `Apps`. In lower case it is what the element logs (its
   * console messages are English), and it names the element's messages for its loading and error states (DataKey).
   */
  nouns: N;
  /** The property (and JSON attribute) that holds the list: `courses`, `items`. */
  prop: string;
  /** The element's own parser; `where` names the source for data that is not a list. */
  parse: (data: unknown, where: string) => P;
  /** Loads the element's default content: a dynamic import, so it is a chunk fetched only when the page gives none. */
  load: () => Promise<unknown>;
  /**
   * How problems name the inline JSON child (JSON_CHILD_SOURCE), for an element that declares one.
   */
  childSource?: string;
  /** The loading region's part, and its grid's and placeholder cards' classes (DataLoading). */
  part: string;
  grid: string;
  card: string;
};

/**
 * The element's messages for its loading and error states (its English: src/lib/i18n/en/<tag>.ts), named after its
 * `nouns`: `loadingCourses`; the title of the notice when `src` or the default content could not be loaded (with
 * Retry), `coursesLoadErrorTitle`, and its text when it was the default content, `defaultCoursesLoadError`; the
 * notice when the data is not a list at all, `coursesDataErrorTitle` and `coursesDataErrorMessage`.
 */
export type DataKey<N extends string> =
  | `loading${N}`
  | `${Lowercase<N>}LoadErrorTitle`
  | `default${N}LoadError`
  | `${Lowercase<N>}DataErrorTitle`
  | `${Lowercase<N>}DataErrorMessage`;

/** A spec with its default content made loadable once per page (useDefaultData.ts). */
export function dataSpec<P extends Parsed, const N extends string>(spec: DataSpec<P, N>) {
  return { ...spec, defaults: defaultData(spec.load) };
}

/** Where the element's list may come from: the property or JSON attribute, `src`, the inline JSON child. */
export type DataInputs = { value: unknown; src?: string; jsonChild?: JsonChildState };

/**
 * An element's list, from the first source that is given: the property or JSON attribute (`value`; null, like
 * undefined, is absent), then `src`, then the inline JSON child, then the default content. Parses it with the
 * element's parser, and warns about skipped items (naming the element, item and field) or reports unusable data
 * with the render that found it.
 *
 * Answers the parsed list, or what to show instead: nothing while the default chunk loads (one round trip; a loading
 * flash would be worse than the empty box the page had), the loading region (DataLoading) while `src` or a JSON
 * child still being written loads, or the error notice, with Retry where fetching again may help. It answers what
 * to render rather than a state to switch on, so each element's own code is one line and none repeats the choice.
 */
export function useElementData<P extends Parsed, N extends string>(
  { value, src, jsonChild }: DataInputs,
  spec: ReturnType<typeof dataSpec<P, N>>,
  tag: string,
  label: string,
  t: (key: DataKey<N> | 'inputErrorTitle' | 'childTextError') => string,
): [Extract<P, { ok: true }>] | [undefined, ReactElement | null] {
  const { nouns: Nouns, prop, parse } = spec;
  const nouns = Nouns.toLowerCase() as Lowercase<N>;
  const given = value != null;
  const remote = !given && Boolean(src);
  // One retry for whichever source failed: it is the only one fetching.
  const [attempt, setAttempt] = useState(0);
  const words = useContext(LocaleContext);
  const retry = () => setAttempt(attempt + 1);
  const fetched = useJsonSource(remote ? src : undefined, tag, attempt);
  const defaults = useDefaultData(
    spec.defaults,
    !given && !remote && jsonChild === undefined,
    tag,
    { where: `default ${nouns}`, message: `could not be loaded; give \`${prop}\` or \`src\`` },
    attempt,
  );

  // The data and the name of its source, or what to show instead.
  let data: unknown;
  let where = prop;
  let instead: ReactElement | null | undefined;
  const loading = <DataLoading {...spec} label={label} text={t(`loading${Nouns}`)} />;
  const failed = (message: string) => (
    <ErrorNotice title={t(`${nouns}LoadErrorTitle`)} message={message} onRetry={retry} />
  );
  if (given) data = value;
  else if (remote) {
    if (fetched.status === 'ready') [data, where] = [fetched.data, 'attribute "src"'];
    else instead = fetched.status === 'error' ? failed(fetched.message) : loading;
  } else if (jsonChild) {
    if (jsonChild.status === 'ready') [data, where] = [jsonChild.value, spec.childSource as string];
    else if (jsonChild.status === 'pending') instead = loading;
    else {
      // Text but no JSON child: the editor's data, stripped by a sanitizer; never the defaults in its place. Else
      // malformed JSON: the element has logged it (console.error); the same words as a malformed attribute, on screen.
      // One notice for both (one copy of it in the chunk).
      const message = jsonChild.status === 'text' ? t('childTextError') : problemText(words, tag, jsonChild.problem);
      instead = <ErrorNotice title={t('inputErrorTitle')} message={message} />;
    }
  } else if (defaults === 'failed') instead = failed(t(`default${Nouns}LoadError`));
  else if (defaults) data = defaults;
  else instead = null;

  const ready = instead === undefined;
  // Text in place of the JSON child (and no other source): warned about once while it lasts, not on every render.
  const childText = !ready && !remote && jsonChild?.status === 'text';
  const parsed = useMemo(() => (ready ? parse(data, where) : undefined), [ready, data, where, parse]);
  useInputReport(() => {
    if (parsed?.ok) warnProblems(tag, parsed.problems);
    else if (parsed) reportError(tag, parsed.problems[0]);
    else if (childText) warnProblems(tag, [CHILD_TEXT_PROBLEM]);
  }, [parsed, tag, childText]);

  if (parsed?.ok) return [parsed as Extract<P, { ok: true }>];
  // Parsed, and not a list at all: reported above.
  const unusable = <ErrorNotice title={t(`${nouns}DataErrorTitle`)} message={t(`${nouns}DataErrorMessage`)} />;
  return [undefined, instead === undefined ? unusable : instead];
}
