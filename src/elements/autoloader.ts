/**
 * The CDN autoloader (dist/cdn/autoloader.js): one script tag, and every Coursify element on the page loads its
 * own module when its tag first appears, now or later.
 *
 *   <script type="module" src="…/dist/cdn/autoloader.js"></script>
 *   <course-catalog></course-catalog>
 *
 * - Only the tags of ELEMENT_TAGS, and only from the autoloader's own directory (its import.meta.url): nothing on
 *   the page can make it load another URL.
 * - It looks at the document when it runs, then watches it (one MutationObserver) for elements added later.
 * - Shadow roots are closed to a document observer: call `autoload(root)` with an open shadow root (or any node)
 *   to scan and watch it too.
 * - An element already defined (its module loaded some other way) is not loaded again.
 * - In Node (a server-rendering framework imports the module on the server) there is no document to watch: the
 *   import does nothing, and `autoload()` there does nothing either.
 */
// The list itself, by name, not tags.ts's whole elements.json (a JSON module's default export): the bundle keeps
// only what is imported, so the file's `$comment` stays out of the autoloader. (tags.ts keeps the default import:
// vite.config.ts imports it, and Node gives JSON modules no named exports.)
import { elements as ELEMENT_TAGS } from './elements.json';

/** This module's own URL: element modules are its siblings (`<tag>.js`). Kept in a variable, so the bundler does
 *  not take `new URL(…, import.meta.url)` for an asset of its own to resolve at build time. */
const here = import.meta.url;
const known = new Set<string>(ELEMENT_TAGS);
const requested = new Set<string>();
const selector = ELEMENT_TAGS.join();

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  import(/* @vite-ignore */ new URL(`${tag}.js`, here).href).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`coursify-elements autoloader: could not load <${tag}>`, error);
  });
}

function scan(node: Node): void {
  if (node instanceof Element && known.has(node.localName)) load(node.localName);
  if (node instanceof Element || node instanceof DocumentFragment || node instanceof Document) {
    for (const element of node.querySelectorAll(selector)) load(element.localName);
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
