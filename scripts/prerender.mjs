/**
 * Prerenders the landing page into dist/demo/index.html, so its content paints before the JavaScript arrives;
 * the client then hydrates it. dist/demo/app.html is the empty shell that every other route is answered with
 * (history fallback): the landing page's HTML, title and canonical URL would be wrong there.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEMO = resolve('dist/demo');
const { render } = await import(pathToFileURL(resolve('dist/server/entry-server.js')).href);

/** Replaces exactly one occurrence, or fails the build: a silent no-op here would ship a broken page. */
function replaceOnce(html, pattern, replacement, what) {
  let count = 0;
  const result = html.replace(pattern, (...match) => {
    count++;
    return typeof replacement === 'function' ? replacement(...match) : replacement;
  });
  if (count !== 1) throw new Error(`prerender: expected one ${what} in dist/demo/index.html, found ${count}`);
  return result;
}

const template = await readFile(`${DEMO}/index.html`, 'utf8');

// The empty shell for every other route: no landing-page canonical or og:url (each route sets its own, see
// usePageMeta), and a neutral title until the route's own arrives.
let shell = replaceOnce(template, /\s*<link rel="canonical"[^>]*>/, '', 'canonical link');
shell = replaceOnce(shell, /\s*<meta property="og:url"[^>]*>/, '', 'og:url');
shell = replaceOnce(shell, /<title>[^<]*<\/title>/, '<title>Coursify</title>', 'title');
await writeFile(`${DEMO}/app.html`, shell);

// The landing page: its HTML in #root, and its script fetched at low priority, since the page is already painted
// without it (it hydrates right after). The shell above keeps the normal priority: there the script renders all.
const html = await render('/');
let landing = replaceOnce(template, '<div id="root"></div>', () => `<div id="root">${html}</div>`, 'empty #root');
landing = replaceOnce(
  landing,
  '<script type="module" crossorigin',
  '<script type="module" fetchpriority="low" crossorigin',
  'entry script',
);
await writeFile(`${DEMO}/index.html`, landing);
console.log(
  `prerender: / → dist/demo/index.html (${html.length.toLocaleString('en')} characters of HTML), shell → app.html`,
);
