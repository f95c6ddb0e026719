/**
 * A stand-in for an npm CDN and a partner's page, on two loopback origins (so every module is a cross-origin,
 * CORS-checked fetch, as from a real CDN):
 *   CDN   http://127.0.0.1:<cdnPort>/<variant>/coursify-elements@<version>/<file of the unpacked tarball>
 *         variant `intact` serves the files as published; `tampered-<n>` serves them with one byte changed in
 *         `tampered[n]` (a space for the file's last `;`: the module parses and runs as before, only its hash differs)
 *   page  http://127.0.0.1:<pagePort>/<variant>: a plain HTML page with the snippet (import map + entry script) for
 *         that variant's base URL, a catalog and a grid, and a record of script load errors and console errors; the
 *         lite build's autoloader, or `?build=elements` the React build's index.js; `?nomap` leaves the import map
 *         out, `?preload=` adds modulepreload links, `?elements=` prints the snippet for a page that names its
 *         elements (`npm run cdn:snippet -- --elements …`: their files preloaded, defined inline)
 * Every request for a JavaScript file on the CDN is recorded, so a test can check the map covered each one. `gate(n)`
 * holds every JavaScript response until n of them have been asked for: a page that asks for one only once another
 * has arrived (a chain of imports) then waits for the gate's timeout, and `gate` reports that it timed out.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { cdnSnippet } from '../../scripts/cdn-snippet.mjs';

export type CdnHost = {
  /** The CDN origin a variant's import map and script tag point under (what a partner writes for `{CDN}`). */
  cdnFor(variant: string): string;
  /** The page for `variant`, loading the lite build's autoloader, or the React build's index.js (`elements`). */
  pageUrl(
    variant: string,
    build?: 'cdn' | 'elements',
    preload?: string[],
    withoutMap?: boolean,
    elements?: string[],
  ): string;
  /** The JavaScript URLs the CDN was asked for, in order. */
  requested: string[];
  /**
   * Holds the next JavaScript responses until `count` have been asked for (at most `timeoutMs`); resolves when
   * they are released, with whether the timeout released them (true: some request waited for a response).
   */
  gate(count: number, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/** The bytes of `file` with one byte changed: its closing `;` (every bundle ends with one) becomes a space. */
export function tamper(bytes: Buffer, file: string): Buffer {
  const copy = Buffer.from(bytes);
  const last = copy.length - 1;
  if (copy[last] !== 0x3b) throw new Error(`${file} does not end with ";": choose another byte to change`);
  copy[last] = 0x20;
  return copy;
}

/** Records script elements that failed to load (an integrity mismatch refuses the script) and console.error calls. */
const RECORDER = `<script>
  window.__cdn = { errors: [] };
  addEventListener('error', (event) => {
    if (event.target instanceof HTMLScriptElement) window.__cdn.errors.push('script failed: ' + event.target.src);
  }, true);
  const error = console.error.bind(console);
  console.error = (...args) => { window.__cdn.errors.push(args.map(String).join(' ')); error(...args); };
</script>`;

function page(snippet: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A partner page on an npm CDN</title>
    ${RECORDER}
    ${snippet}
  </head>
  <body>
    <course-catalog hide-filters></course-catalog>
    <ecosystem-grid></ecosystem-grid>
  </body>
</html>`;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/**
 * Serves the unpacked package at `packageDir` as a CDN would, and the partner pages. `tampered[n]` is a path inside
 * the package (`dist/cdn/autoloader.js`), changed in variant `tampered-<n>`.
 */
export async function startCdnHost(options: {
  packageDir: string;
  pagePort: number;
  cdnPort: number;
  tampered: string[];
}): Promise<CdnHost> {
  const { packageDir, pagePort, cdnPort, tampered } = options;
  const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const requested: string[] = [];
  /** The open gate: responses held until `count` requests, then `release`d all at once. */
  let gate:
    | { count: number; held: (() => void)[]; start: () => void; release: (timedOut: boolean) => void }
    | undefined;
  const cdnFor = (variant: string) => `http://127.0.0.1:${cdnPort}/${variant}`;

  const cdn = createServer((request, response) => {
    const url = new URL(request.url ?? '/', cdnFor(''));
    const match = url.pathname.match(/^\/(intact|fresh-\d+|tampered-\d+)\/([^/]+)\/(.+)$/);
    const file = match && normalize(match[3]);
    if (!match || match[2] !== `${name}@${version}` || !file || file.startsWith('..')) {
      response.writeHead(404).end();
      return;
    }
    if (file.endsWith('.js')) requested.push(`${url.origin}${url.pathname}`);
    let body: Buffer;
    try {
      body = readFileSync(join(packageDir, file));
    } catch {
      response.writeHead(404).end();
      return;
    }
    const variant = match[1];
    if (variant.startsWith('tampered-') && tampered[Number(variant.slice('tampered-'.length))] === file)
      body = tamper(body, file);
    const answer = () => {
      response.writeHead(200, {
        'content-type': file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream',
        // What npm CDNs send: any page may load the files, as CORS-enabled (module scripts and integrity need it).
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      response.end(body);
    };
    if (!gate || !file.endsWith('.js')) return answer();
    gate.held.push(answer);
    if (gate.held.length === 1) gate.start();
    if (gate.held.length >= gate.count) gate.release(false);
  });

  const pages = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${pagePort}`);
    const variant = url.pathname.slice(1);
    if (!/^(intact|fresh-\d+|tampered-\d+)$/.test(variant)) {
      response.writeHead(404).end();
      return;
    }
    // The lite build's autoloader, or with ?build=elements the React build's index (every element at once).
    const react = url.searchParams.get('build') === 'elements';
    const elements = url.searchParams.get('elements')?.split(',');
    const { html } = cdnSnippet({
      root: packageDir,
      cdn: cdnFor(variant),
      ...(react ? { build: 'dist/elements', entry: react && !elements ? 'index.js' : 'autoloader.js' } : {}),
      elements,
    });
    // ?preload=<path>,<path>: `<link rel="modulepreload">` for those package files after the snippet, as a page (or
    // the autoloader) may add to fetch an element's modules at once; the import map's integrity covers them too.
    const base = `${cdnFor(variant)}/${name}@${version}`;
    const preloads = (url.searchParams.get('preload') ?? '')
      .split(',')
      .filter(Boolean)
      .map((path) => `<link rel="modulepreload" href="${base}/${path}" crossorigin="anonymous" />`)
      .join('\n');
    // ?nomap: the entry's tag alone, its integrity attribute kept (what an engine without import-map integrity sees).
    const tags = url.searchParams.has('nomap')
      ? html.replace(/<script type="importmap">[\s\S]*?<\/script>\n/, '')
      : html;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page(`${tags}${preloads}`));
  });

  await listen(cdn, cdnPort);
  await listen(pages, pagePort);
  return {
    cdnFor,
    pageUrl: (variant, build = 'cdn', preload = [], withoutMap = false, elements = []) => {
      const url = new URL(`http://127.0.0.1:${pagePort}/${variant}`);
      if (build === 'elements') url.searchParams.set('build', 'elements');
      if (preload.length) url.searchParams.set('preload', preload.join(','));
      if (withoutMap) url.searchParams.set('nomap', '');
      if (elements.length) url.searchParams.set('elements', elements.join(','));
      return url.href;
    },
    requested,
    // The wait starts at the first file asked for, not when the gate opens: a browser driven over WebDriver on a
    // loaded machine can take seconds to open the page. Files asked for together fill the gate at once; a chain never
    // fills it (each next file waits for an answer the gate holds), so the wait only bounds the failing case.
    gate: (count, timeoutMs = 15_000) =>
      new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        gate = {
          count,
          held: [],
          start() {
            timer = setTimeout(() => gate?.release(true), timeoutMs);
          },
          release(timedOut) {
            clearTimeout(timer);
            const held = gate?.held ?? [];
            gate = undefined;
            for (const answer of held) answer();
            resolve(timedOut);
          },
        };
      }),
    close: async () => {
      await Promise.all([cdn, pages].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
