import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { notFound } from '../../route-helpers';
import { addEntry, currentJson, editJson, initialState, moveEntry, removeEntry, setField } from '../builder-state';
import { CodeBlock } from '../CodeBlock';
import { CopyButton } from '../CopyButton';
import { INPUT, LINK, MUTED, PRIMARY_BUTTON } from '../classes';
import { Code } from '../Described';
import { checkStrings, ENGLISH } from '../languages';
import { type BuilderTag, docFor, docPath, exampleMessageKey, isBuilderTag } from '../manifest';
import { englishCatalogue } from '../model';
import { ServerHtml } from '../ServerHtml';
import '../docs.css';
import { checkedCdnBase, shellCdnBase } from '../snippets';
import { BuilderPreview } from './BuilderPreview';
import { ElementMessages } from './ElementMessages';
import { EntryList, type Focus } from './EntryList';
import { BUILDER_KINDS, builderSnippet, type SnippetForm } from './kinds';
import { LanguageFields } from './LanguageFields';
import { SnippetFields } from './SnippetFields';

/** Only the elements with a builder; any other tag is the not-found screen. */
export function builderLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  if (!isBuilderTag(params.tag)) notFound();
  return null;
}

/**
 * `/docs/elements/:tag/builder`: for CMS editors, the element's data as a form (add, remove, reorder, edit), the
 * element live beside it, what the element would log about the data, and the HTML to paste.
 */
export function BuilderPage() {
  const tag = useParams().tag as BuilderTag;
  return <Builder key={tag} tag={tag} />;
}

function Builder({ tag }: { tag: BuilderTag }) {
  const kind = BUILDER_KINDS[tag];
  usePageMeta(
    `Snippet builder: <${tag}> · Elements · Coursify`,
    `Build the HTML for <${tag}> in a form, see it live, copy it into your CMS.`,
  );
  const id = useId();
  const [state, setState] = useState(() => initialState(kind.start));
  const [announcement, setAnnouncement] = useState('');
  const focus = useRef<Focus | undefined>(undefined);
  const snippetRef = useRef<HTMLPreElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const [lang, setLang] = useState(ENGLISH);
  const [stringsText, setStringsText] = useState('');
  const messages = useMemo(() => docFor(tag)?.messages ?? [], [tag]);
  const english = useMemo(() => englishCatalogue(messages), [messages]);
  const stringsCheck = useMemo(() => checkStrings(tag, stringsText, english), [tag, stringsText, english]);

  // The attribute form by default: the one a CMS keeps for every editor (the inline script is for administrators).
  const [form, setForm] = useState<SnippetForm>('attribute');
  const [defaultBase] = useState(shellCdnBase);
  const [baseText, setBaseText] = useState(defaultBase);
  const base = checkedCdnBase(baseText);

  const json = currentJson(state);
  const validation = useMemo(() => kind.validate(json, form), [kind, json, form]);
  const language = { lang: lang === ENGLISH ? undefined : lang, strings: stringsCheck.value };
  const snippet = builderSnippet(kind, json, form, { ...language, base: base ?? defaultBase });
  const snippetMarkup = useCallback(() => snippet, [snippet]);
  const carrier =
    form === 'json-child' && kind.jsonChild
      ? 'an inline <script type="application/json"> child'
      : `its ${kind.attribute} attribute (JSON)`;

  // After a move, a removal or an addition, focus goes where the editor's attention is (the moved entry's button,
  // the next entry, the new entry's first field): the list's DOM changed under the focused control.
  useLayoutEffect(() => {
    const next = focus.current;
    if (!next) return;
    focus.current = undefined;
    if (next === 'add') addButton.current?.focus();
    else document.getElementById(next)?.focus();
  });

  const count = state.entries.length;
  const title = (value: unknown) => {
    const text = (value as { title?: unknown } | null)?.title;
    return typeof text === 'string' && text.trim() !== '' ? text : `untitled ${kind.noun}`;
  };

  return (
    <article>
      <p className="text-sm">
        <Link to={docPath(tag)} className={LINK}>
          {`<${tag}> docs`}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Snippet builder: {`<${tag}>`}</h1>
      <p className={`mt-3 max-w-3xl text-lg ${MUTED}`}>
        For CMS editors: edit the {kind.noun}s below, see the element change as you type, then copy the HTML and paste
        it into your page. The data goes in {carrier}; the element checks it with the same code as on your page and the
        messages below are the ones it writes to the browser's console.
      </p>
      <div className="mt-8 gap-8 xl:grid xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-entries`}>
          <h2 id={`${id}-entries`} className="text-2xl font-semibold">
            {kind.noun[0].toUpperCase() + kind.noun.slice(1)}s ({count})
          </h2>
          <EntryList
            idPrefix={id}
            kind={kind}
            entries={state.entries}
            problems={validation.itemProblems}
            titleOf={title}
            onField={(key, field, value) => setState((s) => setField(s, key, field, value))}
            onMove={(key, offset, keep) => {
              const from = state.entries.findIndex((entry) => entry.key === key);
              const to = from + offset;
              if (to < 0 || to >= count) return;
              const name = title(state.entries[from].value);
              // Keep focus on the moved entry: on the same button, or on the other one where this end is reached.
              const stays = (offset < 0 && to > 0) || (offset > 0 && to < count - 1);
              focus.current = `${id}-${key}-${stays ? keep : keep === 'up' ? 'down' : 'up'}`;
              setState((s) => moveEntry(s, key, offset));
              setAnnouncement(`${name} moved to position ${to + 1} of ${count}.`);
            }}
            onRemove={(key) => {
              const index = state.entries.findIndex((entry) => entry.key === key);
              const neighbour = state.entries[index + 1] ?? state.entries[index - 1];
              focus.current = neighbour ? `${id}-${neighbour.key}-remove` : 'add';
              setAnnouncement(`${title(state.entries[index].value)} removed.`);
              setState((s) => removeEntry(s, key));
            }}
          />
          <button
            ref={addButton}
            type="button"
            className={`${PRIMARY_BUTTON} mt-4`}
            onClick={() => {
              focus.current = `${id}-entry-${state.nextKey}-title`;
              setAnnouncement(`${kind.noun[0].toUpperCase() + kind.noun.slice(1)} ${count + 1} added.`);
              setState((s) => addEntry(s, kind.newEntry()));
            }}
          >
            Add a {kind.noun}
          </button>
          <p role="status" className="sr-only">
            {announcement}
          </p>
          <LanguageFields
            idPrefix={id}
            tag={tag}
            lang={lang}
            stringsText={stringsText}
            check={stringsCheck}
            exampleKey={exampleMessageKey(tag)}
            onLang={setLang}
            onStrings={setStringsText}
          />
          <SnippetFields
            idPrefix={id}
            kind={kind}
            form={form}
            baseText={baseText}
            defaultBase={defaultBase}
            baseValid={base !== undefined}
            onForm={setForm}
            onBase={setBaseText}
          />
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold">Edit the JSON directly</summary>
            <label htmlFor={`${id}-json`} className="mt-2 block text-sm">
              The data as JSON (a list of {kind.noun}s). The form follows it while it is a list.
            </label>
            <textarea
              id={`${id}-json`}
              rows={12}
              spellCheck={false}
              className={`${INPUT} mt-1 font-mono`}
              value={json}
              onChange={(event) => setState((s) => editJson(s, event.target.value))}
            />
          </details>
        </section>
        <div className="mt-10 min-w-0 xl:mt-0">
          <section aria-labelledby={`${id}-messages`}>
            <h2 id={`${id}-messages`} className="text-2xl font-semibold">
              What the element says
            </h2>
            <ElementMessages validation={validation} />
          </section>
          <section aria-labelledby={`${id}-preview`} className="mt-8">
            <h2 id={`${id}-preview`} className="text-2xl font-semibold">
              Preview
            </h2>
            <p className={`mt-1 text-sm ${MUTED}`}>
              <Code>{`<${tag}>`}</Code> with exactly this HTML's data.
            </p>
            <div className="mt-3 rounded-xl border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-950">
              <BuilderPreview
                tag={tag}
                json={json}
                attribute={form === 'json-child' && kind.jsonChild ? undefined : kind.attribute}
                lang={language.lang}
                strings={language.strings ? JSON.stringify(language.strings) : undefined}
              />
            </div>
          </section>
          <section aria-labelledby={`${id}-html`} className="mt-8">
            <h2 id={`${id}-html`} className="text-2xl font-semibold">
              HTML to paste
            </h2>
            <div className="mt-3">
              <CopyButton text={snippet} target={snippetRef} label="Copy HTML" />
            </div>
            <CodeBlock label="HTML code" code={snippet} codeRef={snippetRef} />
            <ServerHtml tag={tag} markup={snippetMarkup} />
          </section>
        </div>
      </div>
    </article>
  );
}
