/**
 * npm start's server: dist/demo as a production host would serve it. Static files with compression (brotli or
 * gzip, computed once per file), long caching for hashed assets, and history fallback so deep links survive a
 * reload, and a strict Content-Security-Policy on pages (scripts/shell-headers.mjs, which also writes them for static
 * hosts). No dependencies: node:http, node:fs, node:zlib.
 *   PORT=8080 node scripts/serve.mjs [root]
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, headersFor, readHashes } from './shell-headers.mjs';

const ROOT = resolve(process.argv[2] ?? 'dist/demo');
const PORT = Number(process.env.PORT) || 4173;
const HOST = process.env.HOST ?? 'localhost';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
/** The shell's strict policy, with the hashes of this build's inline parts (scripts/shell-headers.mjs). */
const CONTENT_SECURITY_POLICY = contentSecurityPolicy(await readHashes(ROOT));

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/** path → { body, type, br?, gzip? }: files are read and compressed once, then served from memory. */
const cache = new Map();

async function load(path) {
  let entry = cache.get(path);
  if (!entry) {
    const body = await readFile(path);
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    entry = { body, type };
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    cache.set(path, entry);
  }
  return entry;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path: the file itself, or index.html for app routes (no extension); null for a missing file. */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const path = normalize(join(ROOT, decoded));
  if (path !== ROOT && !path.startsWith(ROOT + sep)) return null; // no way out of the root
  if (await isFile(path)) return path;
  if (await isFile(join(path, 'index.html'))) return join(path, 'index.html');
  // History fallback: the empty shell (app.html) when the landing page is prerendered into index.html.
  if (extname(decoded) !== '') return null;
  return (await isFile(join(ROOT, 'app.html'))) ? join(ROOT, 'app.html') : join(ROOT, 'index.html');
}

const server = createServer(async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const path = await resolveFile(pathname);
    if (!path) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = await load(path);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = file.br && /\bbr\b/.test(accepts) ? 'br' : file.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding ? file[encoding] : file.body;
    // Cache, policy, CORS: the same headers the build writes for static hosts (_headers, nginx-headers.conf).
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      ...headersFor(pathname, { html: file.type.startsWith('text/html'), policy: CONTENT_SECURITY_POLICY }),
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end('Server error');
  }
});

/** Compresses every file before the first request, so no visitor waits for brotli at quality 11. */
async function warm(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await warm(path);
    else if (entry.isFile()) await load(path);
  }
}

await warm(ROOT);
server.listen(PORT, HOST, () => {
  console.log(`Coursify demo shell: http://${HOST}:${PORT}/  (serving ${ROOT}; Ctrl+C to stop)`);
});
