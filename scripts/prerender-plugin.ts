/**
 * Vite plugin: prerenders the landing page into the shell's index.html, and the course grid into
 * public/features/courses/all/index.html, once the bundle is written, so their content paints before the
 * JavaScript arrives (the client hydrates it; the elements on them are server-rendered too, entry-server.tsx), and
 * writes app.html, the empty shell every other route is answered with (history fallback): a prerendered page's
 * HTML, title and canonical URL would be wrong there.
 * It runs in writeBundle, before vite-plugin-pwa builds the service worker (closeBundle), so the worker precaches
 * the final files. The renderer is the shell's routes built for Node first (`vite build --mode prerender`).
 *
 * The elements' declarative shadow roots carry their sheets in `<style>`s (and a grid card its accent colour in a
 * `style` attribute), which the shell's strict Content-Security-Policy allows by hash only: their CSP sources go to
 * style-hashes.txt beside the pages, which the server adds to `style-src` (scripts/serve.mjs; docs/guides/hosting.md).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Render = (path: string) => Promise<string>;

const SITE = 'https://coursify.example';

/** The id of the element after the banner (the layouts' <main>), which the first paint waits for. */
const PARSED = 'main';

/** The prerendered pages: their path, and the title and description the page sets when it runs (usePageMeta). */
const PAGES = [
  { path: '/', file: 'index.html' },
  {
    path: '/public/features/courses/all',
    file: 'public/features/courses/all/index.html',
    title: 'All courses · Coursify',
    description: 'Free, twelve-week courses in Java, Spring Boot and MySQL.',
  },
];

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

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text an attribute value stands for (the entities React writes). */
const decodeAttribute = (text: string) =>
  text.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity] as string);
const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/**
 * The CSP sources the rendered HTML's inline styles need: the hash of each `<style>`'s text (the elements' sheets),
 * and of each `style` attribute's value (a card's accent colour), which CSP allows by hash only with
 * `'unsafe-hashes'` (allowing exactly those values, not inline styles in general).
 */
function styleSources(html: string): string[] {
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => sha256(css));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => sha256(decodeAttribute(value)));
  return attributes.length ? [...sheets, "'unsafe-hashes'", ...attributes] : sheets;
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

      const sources = new Set<string>();
      const head = await inlineHead(template, outDir);
      for (const source of head.styleSources) sources.add(source);
      for (const page of PAGES) {
        const html = await render(page.path);
        for (const source of styleSources(html)) sources.add(source);
        // The first paint waits for the banner to be parsed whole (`rel="expect"`: render-blocking until the
        // element #main, after it, is parsed; engines without it ignore it). A slow phone paints a long page
        // part-parsed, and the elements' declarative roots stream in: painted half-parsed, the bar's actions would
        // grow as their roots arrive (layout shift). Whatever comes after #main only adds below what is painted.
        let out = replaceOnce(head.html, '<div id="root"></div>', `<div id="root">${html}</div>`, 'empty #root');
        if (!html.includes(`id="${PARSED}"`)) throw new Error(`prerender: ${page.path} has no #${PARSED}`);
        out = replaceOnce(out, '</head>', `<link rel="expect" href="#${PARSED}" blocking="render">\n</head>`, 'head');
        // The page's script is not needed for its first paint (the elements in it are server-rendered too): fetched
        // at low priority, it hydrates after.
        out = replaceOnce(
          out,
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
          'entry script',
        );
        // Nor are the modules it imports: hinted in the head, they would share the network with the page's
        // stylesheet and HTML; the entry script's imports are fetched once it arrives.
        out = out.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (page.title) out = retitle(out, page.path, page.title, page.description);
        await mkdir(dirname(join(outDir, page.file)), { recursive: true });
        await writeFile(join(outDir, page.file), out);
      }
      await writeFile(join(outDir, 'style-hashes.txt'), `${[...sources].join('\n')}\n`);
      await writeFile(join(outDir, 'script-hashes.txt'), `${head.scriptSources.join('\n')}\n`);
    },
  };
}

/**
 * The prerendered pages' head, with the two files their first paint waits for inlined: the boot script
 * (preferences.js, which applies the stored theme and settings before the first paint) and the shell's stylesheet.
 * Each was a request the first paint waited for, one round trip after the HTML's: on a phone's network (Lighthouse
 * mobile: 150 ms a round trip) a sixth of the time to the first paint. Inline, the HTML alone paints the page.
 * Their hashes allow them under the strict policy (script-src and style-src, scripts/serve.mjs). app.html, the
 * shell of every other route, keeps the files: it paints nothing before its scripts run, and they are cached.
 */
async function inlineHead(template: string, outDir: string) {
  const boot = (await readFile(join(outDir, 'preferences.js'), 'utf8')).trim();
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/.exec(template);
  if (!stylesheet) throw new Error('prerender: no stylesheet link for /assets/index-*.css in index.html');
  const css = (await readFile(join(outDir, stylesheet[1] as string), 'utf8')).trim();
  // Text that would end the element early cannot be inlined (the build's minified files have none; fail if they do).
  if (/<\/script/i.test(boot) || /<\/style/i.test(css)) throw new Error('prerender: cannot inline the head files');
  let html = replaceOnce(
    template,
    '<script src="/preferences.js"></script>',
    `<script>${boot}</script>`,
    'boot script',
  );
  html = replaceOnce(html, stylesheet[0], `<style>${css}</style>`, 'stylesheet link');
  return { html, scriptSources: [sha256(boot)], styleSources: [sha256(css)] };
}

/** A page other than the landing page: its own title, description and URL in the head (and in its share card). */
function retitle(html: string, path: string, title: string, description: string): string {
  let out = html;
  for (const [pattern, replacement, what] of [
    [/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`, 'title'],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeAttribute(description)}" />`,
      'description',
    ],
    [/<link rel="canonical" href="[^"]*"/, `<link rel="canonical" href="${SITE}${path}"`, 'canonical link'],
    [/<meta property="og:url" content="[^"]*"/, `<meta property="og:url" content="${SITE}${path}"`, 'og:url'],
  ] as const) {
    out = replaceOnce(out, pattern, replacement, what);
  }
  return out;
}
