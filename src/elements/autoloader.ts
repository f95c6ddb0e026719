/**
 * The CDN autoloader (dist/cdn/autoloader.js, and dist/elements/autoloader.js for the React build): one script tag,
 * and every Coursify element on the page loads its own module when its tag first appears, now or later.
 *
 *   <script type="module" src="…/dist/cdn/autoloader.js"></script>
 *   <course-catalog></course-catalog>
 *
 * - Only the tags of ELEMENT_TAGS, and only from the autoloader's own directory (its import.meta.url): nothing on
 *   the page can make it load another URL.
 * - It asks for an element's files all at once: when it first sees a tag it adds a `<link rel="modulepreload">` for
 *   every file the element's module imports, at any depth (known at build time: scripts/preload-closures.ts writes
 *   the map into this file), for its default content when the element is given no data, for the `src` fetch when
 *   it has a `src`, for the hydration of a server-rendered shadow root when it has one (coursify-elements/ssr: a
 *   declarative shadow root, there before the element is defined), and for the page's language when we ship it;
 *   then it imports the element. The files arrive in
 *   one round trip instead of one per level of imports (issue #22; docs/decisions/cdn-waterfall.md). The links
 *   carry no `integrity`: an import map's `integrity` applies to them as to the imports.
 * - It looks at the document when it runs, then watches it (one MutationObserver) for elements added later.
 * - Shadow roots are closed to a document observer: call `autoload(root)` with an open shadow root (or any node)
 *   to scan and watch it too.
 * - An element already defined (its module loaded some other way) is not loaded again, and a coursify-elements/react
 *   component's host (the tag marked `data-cf-element`, in server HTML before the app hydrates) loads nothing: the
 *   component renders it.
 * - In Node (a server-rendering framework imports the module on the server) there is no document to watch: the
 *   import does nothing, and `autoload()` there does nothing either.
 */
// The list itself, by name, not tags.ts's whole elements.json (a JSON module's default export): the bundle keeps
// only what is imported, so the file's `$comment` stays out of the autoloader. (tags.ts keeps the default import:
// vite.config.ts imports it, and Node gives JSON modules no named exports.)
import { elements as ELEMENT_TAGS } from './elements.json';

/** This module's own URL: element modules are its siblings (`define/<tag>.js`). Kept in a variable, so the bundler
 *  does not take `new URL(…, import.meta.url)` for an asset of its own to resolve at build time. */
const here = import.meta.url;
const known = new Set<string>(ELEMENT_TAGS);
const requested = new Set<string>();
const preloaded = new Set<string>();
const selector = ELEMENT_TAGS.join();

/**
 * Written at build time (scripts/preload-closures.ts says the format): per tag, its files `|` its default content
 * `|` its `src` fetch `|` its hydration; and the languages we ship. Unbuilt, the placeholders read as no files.
 */
const PRELOAD_MAP = '__COURSIFY_PRELOAD_MAP__';
const LOCALES = '__COURSIFY_PRELOAD_LOCALES__'.split(' ');
const closures = new Map(
  PRELOAD_MAP.split(';').map((entry) => {
    const [tag, files = ''] = entry.split('=');
    return [tag, files.split('|').map((list) => list.split(' ').filter(Boolean))];
  }),
);

function preload(files: string[] = []): void {
  for (const file of files) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, here).href;
    document.head.append(link);
  }
}

/** Whether the page gives `element` data of its own (then its default content is not fetched): a `src`, a JSON
 *  array attribute, an inline JSON child, or an array property set before the element was defined (a framework's
 *  own expando properties on the node are objects, not arrays). A wrong guess costs one small file or one round
 *  trip, never a wrong render. */
const hasData = (element: Element): boolean =>
  element.hasAttribute('src') ||
  Object.values(element).some(Array.isArray) ||
  [...element.attributes].some((attribute) => attribute.value.trimStart().startsWith('[')) ||
  !!element.querySelector(':scope > script[type="application/json"]');

/** The shipped language the element will read (`de` for `de-AT`), if any: its module is needed too. */
function language(element: Element): string | undefined {
  const tag = element.closest('[lang]')?.getAttribute('lang')?.toLowerCase() ?? '';
  return LOCALES.find((code) => code === tag || code === tag.split('-')[0]);
}

function load(element: Element): void {
  const tag = element.localName;
  if (requested.has(tag) || customElements.get(tag) || element.hasAttribute('data-cf-element')) return;
  requested.add(tag);
  const [files, defaults, fetch, hydrate] = closures.get(tag) ?? [];
  const lang = language(element);
  preload([
    ...(files ?? []),
    ...(hasData(element) ? [] : (defaults ?? [])),
    ...(element.hasAttribute('src') ? (fetch ?? []) : []),
    // Server-rendered (a declarative shadow root, attached by the parser before the element is defined).
    ...(element.shadowRoot ? (hydrate ?? []) : []),
    ...(lang ? [`locales/${lang}.js`] : []),
  ]);
  // The element's own module (what `<tag>.js` imports and registers): one file fewer than its entry.
  import(/* @vite-ignore */ new URL(`define/${tag}.js`, here).href)
    .then((module: { define: () => void }) => module.define())
    .catch((error: unknown) => {
      requested.delete(tag);
      console.error(`coursify-elements autoloader: could not load <${tag}>`, error);
    });
}

function scan(node: Node): void {
  if (node instanceof Element && known.has(node.localName)) load(node);
  if (node instanceof Element || node instanceof DocumentFragment || node instanceof Document) {
    for (const element of node.querySelectorAll(selector)) load(element);
  }
}

const inBrowser = typeof document !== 'undefined' && typeof MutationObserver === 'function';

const observer = inBrowser
  ? new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) scan(node);
    })
  : undefined;

/** Loads the elements used under `root` (the document by default, or an open shadow root) and watches it. */
export function autoload(root?: Document | DocumentFragment | Element): void {
  if (!observer) return;
  const target = root ?? document;
  scan(target);
  observer.observe(target, { childList: true, subtree: true });
}

autoload();
