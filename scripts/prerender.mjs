/**
 * Prerenders the landing page into dist/demo/index.html, so its content paints before the JavaScript arrives;
 * the client then hydrates it. dist/demo/app.html keeps the empty shell: it is what every other route must be
 * answered with (history fallback), since the landing page's HTML would not match them.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEMO = resolve('dist/demo');
const { render } = await import(pathToFileURL(resolve('dist/server/entry-server.js')).href);

const shell = await readFile(`${DEMO}/index.html`, 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error('prerender: dist/demo/index.html has no empty #root');

await copyFile(`${DEMO}/index.html`, `${DEMO}/app.html`);
const html = await render('/');
await writeFile(`${DEMO}/index.html`, shell.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
console.log(`prerender: / → dist/demo/index.html (${html.length.toLocaleString('en')} characters of HTML)`);
