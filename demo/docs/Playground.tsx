import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import '../../src/elements/index';
import { AttributeControls } from './AttributeControls';
import { EventLog, type LogEntry } from './EventLog';
import { LanguagePickers } from './LanguagePickers';
import { type DirectionChoice, ENGLISH, withLanguage } from './languages';
import type { ElementDoc } from './model';
import { describeDetail, resolvedTokenVariable, toHexColor } from './playground-values';
import { ServerHtml } from './ServerHtml';
import { type Snippet, SnippetTabs } from './SnippetTabs';
import { type AttributeValues, htmlSnippet, reactSnippet, type SnippetInput, vueSnippet } from './snippets';
import { ThemeSwitch } from './ThemeSwitch';
import { TokenPickers } from './TokenPickers';
import { useThemeDark } from './usePageDark';

/** The log keeps the latest events only: an element can fire many (a11y-change on every step). */
const MAX_LOG_ENTRIES = 50;

/**
 * Where an example starts, when the element's defaults would clash with the page around it: the shell's own
 * <site-navbar> is the "Main" navigation landmark, and two landmarks of one name are one too many (axe).
 */
const STARTING_VALUES: Readonly<Record<string, AttributeValues>> = {
  'site-navbar': { label: 'Example navigation' },
};

/**
 * The element, live, with a control per attribute (from the manifest's types), a theme switch, pickers for its
 * `--cf-*` tokens, a log of its events with their `detail`, and the matching snippet in HTML, React and Vue.
 *
 * The theme switch sets the element's own `theme` attribute, the way a partner forces light or dark: the example
 * switches independently of the page (the page's own toggle, in the navbar, switches the page and, with the
 * switch on "Follow the page", the example with it). The stage's backdrop follows the example's theme.
 */
export function Playground({ doc }: { doc: ElementDoc }) {
  const [values, setValues] = useState<AttributeValues>(STARTING_VALUES[doc.tag] ?? {});
  const [lang, setLang] = useState(ENGLISH);
  const [direction, setDirection] = useState<DirectionChoice>('auto');
  const [jsonTexts, setJsonTexts] = useState<Record<string, string>>({});
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [resolved, setResolved] = useState<Record<string, string>>({});
  const [log, setLog] = useState<LogEntry[]>([]);
  const [cancelDefaults, setCancelDefaults] = useState(true);
  const [hidden, setHidden] = useState(false);
  const element = useRef<HTMLElement>(null);
  const cancelRef = useRef(cancelDefaults);
  cancelRef.current = cancelDefaults;

  const theme = values.theme;
  const dark = useThemeDark(theme);
  const themeProperty = doc.properties.find((p) => p.attribute === 'theme' && p.control?.kind === 'enum');
  // lang and dir have their pickers; every other attribute its control.
  const controlled = doc.properties.filter(
    (p) => p !== themeProperty && p.attribute !== 'lang' && p.attribute !== 'dir',
  );
  // What the element has set: the controls' attributes with the pickers' lang and dir.
  const attributes = useMemo(() => withLanguage(values, lang, direction), [values, lang, direction]);

  // Attributes and tokens onto the element, as a page's HTML and CSS would set them.
  const applied = useRef<{ attributes: string[]; tokens: string[] }>({ attributes: [], tokens: [] });
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    for (const attribute of applied.current.attributes) if (!(attribute in attributes)) node.removeAttribute(attribute);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (node.getAttribute(attribute) !== (value === true ? '' : value)) {
        node.setAttribute(attribute, value === true ? '' : value);
      }
    }
    for (const token of applied.current.tokens) if (!(token in tokens)) node.style.removeProperty(token);
    for (const [token, value] of Object.entries(tokens)) node.style.setProperty(token, value);
    applied.current = { attributes: Object.keys(attributes), tokens: Object.keys(tokens) };
  }, [attributes, tokens]);

  // Where each token picker starts: what the token resolves to in the element now (light or dark).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dark` changes what the element resolves
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const style = getComputedStyle(node);
    const next: Record<string, string> = {};
    for (const token of doc.cssProperties) {
      const text = style.getPropertyValue(resolvedTokenVariable(token.name)).trim();
      next[token.name] = token.name.startsWith('--cf-color-') ? (toHexColor(text) ?? '') : text;
    }
    setResolved(next);
  }, [doc, dark]);

  // An element can take no room at all (<install-prompt> with nothing to offer): say so rather than show a blank.
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHidden(node.offsetWidth === 0 && node.offsetHeight === 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Every declared event into the log, with its detail.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let id = 0;
    const listener = (event: Event) => {
      if (cancelRef.current && event.cancelable) event.preventDefault();
      const entry = {
        id: id++,
        name: event.type,
        detail: describeDetail((event as CustomEvent).detail),
        prevented: event.defaultPrevented,
      };
      setLog((entries) => [...entries.slice(-(MAX_LOG_ENTRIES - 1)), entry]);
    };
    for (const { name } of doc.events) node.addEventListener(name, listener);
    return () => {
      for (const { name } of doc.events) node.removeEventListener(name, listener);
    };
  }, [doc]);

  const setValue = (attribute: string, value: string | true | undefined) =>
    setValues((current) => {
      const next = { ...current };
      if (value === undefined) delete next[attribute];
      else next[attribute] = value;
      return next;
    });
  const setToken = (token: string, value: string | undefined) =>
    setTokens((current) => {
      const next = { ...current };
      if (value === undefined) delete next[token];
      else next[token] = value;
      return next;
    });

  // The HTML snippet for a set of attributes: the tab's, and the markup the Server HTML view renders.
  const htmlFor = useCallback(
    (values: AttributeValues) =>
      htmlSnippet({
        tag: doc.tag,
        className: doc.className,
        properties: doc.properties,
        values,
        tokens,
        events: doc.events.map((event) => event.name),
      }),
    [doc, tokens],
  );

  const snippets: Snippet[] = useMemo(() => {
    const input: SnippetInput = {
      tag: doc.tag,
      className: doc.className,
      properties: doc.properties,
      values: attributes,
      tokens,
      events: doc.events.map((event) => event.name),
    };
    return [
      { id: 'html', label: 'HTML', code: htmlFor(attributes) },
      { id: 'react', label: 'React', code: reactSnippet(input) },
      { id: 'vue', label: 'Vue', code: vueSnippet(input) },
    ];
  }, [doc, attributes, tokens, htmlFor]);

  const stage =
    theme === undefined
      ? 'bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100'
      : dark
        ? 'bg-slate-950 text-slate-100'
        : 'bg-white text-slate-900';

  return (
    <div className="mt-4 gap-8 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div>
        <LanguagePickers
          lang={lang}
          direction={direction}
          // The element loads a bundled language's module itself when its `lang` asks for one.
          onLang={setLang}
          onDirection={setDirection}
        />
        {themeProperty?.control?.kind === 'enum' && (
          <ThemeSwitch
            options={themeProperty.control.options}
            value={typeof theme === 'string' ? theme : undefined}
            onChange={(next) => setValue('theme', next)}
          />
        )}
        <AttributeControls
          properties={controlled}
          values={values}
          jsonTexts={jsonTexts}
          onValue={setValue}
          onJsonText={(attribute, text) => setJsonTexts((current) => ({ ...current, [attribute]: text }))}
        />
        <TokenPickers
          tokens={doc.cssProperties}
          values={tokens}
          resolved={resolved}
          dark={dark}
          onValue={setToken}
          onReset={() => setTokens({})}
        />
      </div>
      <div className="mt-8 min-w-0 lg:mt-0">
        <h3 className="text-lg font-semibold">Example</h3>
        <div
          data-testid="stage"
          className={`mt-2 rounded-xl border border-slate-300 p-4 dark:border-slate-600 ${stage}`}
        >
          {createElement(doc.tag, { ref: element })}
          {hidden && (
            <p className="text-sm">
              The element takes no room on this page right now: its description above says when it shows.
            </p>
          )}
        </div>
        <EventLog
          entries={log}
          cancelDefaults={cancelDefaults}
          onCancelDefaults={setCancelDefaults}
          onClear={() => setLog([])}
        />
        <section aria-labelledby="snippet-title" className="mt-6">
          <h3 id="snippet-title" className="text-lg font-semibold">
            Code for this example
          </h3>
          <SnippetTabs snippets={snippets} label="Language" />
          <ServerHtml tag={doc.tag} values={attributes} markup={htmlFor} />
        </section>
      </div>
    </div>
  );
}
