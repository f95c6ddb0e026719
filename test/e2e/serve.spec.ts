/** scripts/serve.mjs, the server of npm start: what a production host must do for the shell. */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFromFile } from '../../scripts/shell-headers.mjs';

/** A raw request, so the path reaches the server exactly as written (no client-side normalisation of `..`). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('the shell server', () => {
  test('answers / with the prerendered page and other routes with the empty shell', async ({ request }) => {
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('One ecosystem of small apps');
    expect(landing).toContain('fetchpriority="low"');
    expect(landing).toContain('<link rel="canonical" href="https://coursify.example/"');
    // The course grid is prerendered too (prerendered.spec.ts); the about page is not.
    for (const path of ['/public/pages/about', '/no/such/page']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const shell = await response.text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain('fetchpriority="low"');
      expect(shell).not.toContain('rel="canonical"');
      expect(shell).toContain('<title>Coursify</title>');
    }
  });

  test('a missing file with an extension is a 404, not the shell', async ({ request }) => {
    expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404);
    expect((await request.get('/no-such-image.png')).status()).toBe(404);
  });

  test('nothing outside dist/demo can be read', async ({ baseURL }) => {
    for (const path of ['/../package.json', '/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/%00']) {
      const { status, body } = await rawGet(baseURL as string, path);
      expect(body).not.toContain('"coursify-elements"');
      expect([200, 400, 404]).toContain(status);
    }
  });

  test('compresses, caches hashed assets for good, and sends a strict policy with pages', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers().vary).toContain('accept-encoding');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const policy = page.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain('unsafe-inline');

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the shell runs under that policy without a single violation', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/');
    await expect(page.locator('ecosystem-grid [part~="card"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Browse free courses' }).click();
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('the headers the build writes for static hosts are the ones this server sends', async ({ request }) => {
    const dist = resolve(import.meta.dirname, '../../dist/demo');
    const files = {
      netlify: readFileSync(resolve(dist, '_headers'), 'utf8'),
      nginx: readFileSync(resolve(dist, 'nginx-headers.conf'), 'utf8'),
    };
    const asset = /\/assets\/[\w-]+\.js/.exec(await (await request.get('/app.html')).text())?.[0] as string;
    const paths = ['/', '/docs/guides/hosting', '/public/pages/about', asset, '/cdn/autoloader.js'];
    for (const path of paths) {
      const sent = (await request.get(path)).headers();
      for (const [format, text] of Object.entries(files) as ['netlify' | 'nginx', string][]) {
        const written = headersFromFile(text, format, path);
        // Every header the file gives this path is sent, with the same value (the policy, the cache, CORS).
        for (const [name, value] of Object.entries(written)) {
          // A static host sends the policy with every file; this server with pages only, where browsers read it.
          if (name === 'content-security-policy' && !sent['content-type']?.startsWith('text/html')) continue;
          // _headers leaves pages' Cache-Control to the host's default (revalidate).
          expect(sent[name], `${format} ${path} ${name}`).toBe(value);
        }
        // And every security header this server sends is in the file.
        for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
          if (sent[name]) expect(written[name], `${format} ${path} ${name}`).toBe(sent[name]);
        }
        for (const name of ['access-control-allow-origin']) expect(written[name], `${format} ${path}`).toBe(sent[name]);
      }
    }
    expect(files.nginx).toContain('try_files $uri $uri/index.html /app.html;');
  });
});
