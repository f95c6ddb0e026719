/**
 * Vite plugin: prerenders the landing page into the shell's index.html once the bundle is written, so its content
 * paints before the JavaScript arrives (the client hydrates it), and writes app.html, the empty shell every other
 * route is answered with (history fallback): the landing page's HTML, title and canonical URL would be wrong there.
 * It runs in writeBundle, before vite-plugin-pwa builds the service worker (closeBundle), so the worker precaches
 * the final files. The renderer is the shell's routes built for Node first (`vite build --mode prerender`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Render = (path: string) => Promise<string>;

/** Replaces exactly one occurrence, or fails the build: a silent no-op here would ship a broken page. */
function replaceOnce(html: string, pattern: string | RegExp, replacement: string, what: string): string {
  let count = 0;
  const result = html.replace(pattern, () => {
    count++;
    return replacement; // a function, so `$&` and friends in the rendered HTML stay literal
  });
  if (count !== 1) throw new Error(`prerender: expected one ${what} in index.html, found ${count}`);
  return result;
}

export function prerenderLanding(serverEntry = 'dist/server/entry-server.js') {
  return {
    name: 'coursify-prerender-landing',
    apply: 'build' as const,
    async writeBundle(options: { dir?: string }) {
      const outDir = options.dir as string;
      const { render } = (await import(pathToFileURL(resolve(serverEntry)).href)) as { render: Render };
      const template = await readFile(join(outDir, 'index.html'), 'utf8');

      let shell = replaceOnce(template, /\s*<link rel="canonical"[^>]*>/, '', 'canonical link');
      shell = replaceOnce(shell, /\s*<meta property="og:url"[^>]*>/, '', 'og:url');
      shell = replaceOnce(shell, /<title>[^<]*<\/title>/, '<title>Coursify</title>', 'title');
      await writeFile(join(outDir, 'app.html'), shell);

      // The landing page's script is not needed for its first paint: fetched at low priority, it hydrates after.
      const html = await render('/');
      let landing = replaceOnce(template, '<div id="root"></div>', `<div id="root">${html}</div>`, 'empty #root');
      landing = replaceOnce(
        landing,
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
        'entry script',
      );
      await writeFile(join(outDir, 'index.html'), landing);
    },
  };
}
