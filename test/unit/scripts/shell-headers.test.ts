// @vitest-environment node
/**
 * The shell's headers (scripts/shell-headers.mjs): the policy serve.mjs sends, and the files the build writes for
 * static hosts from the same hashes, read back as a host would. (Against the running server: test/e2e/serve.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFor,
  headersFromFile,
  netlifyHeaders,
  nginxHeaders,
} from '../../../scripts/shell-headers.mjs';

const policy = contentSecurityPolicy({
  scripts: ["'sha256-AAA='"],
  styles: ["'sha256-BBB='", "'unsafe-hashes'", "'sha256-CCC='"],
});

describe('the shell’s headers', () => {
  it('the policy allows the hashed inline parts and nothing else inline, with Trusted Types', () => {
    expect(policy).toContain(
      "script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB=' 'unsafe-hashes' 'sha256-CCC='",
    );
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain('unsafe-inline');
  });

  for (const format of ['netlify', 'nginx'] as const) {
    it(`the ${format} file gives each path the headers serve.mjs sends`, () => {
      const text = format === 'netlify' ? netlifyHeaders(policy) : nginxHeaders(policy);
      for (const [path, html] of [
        ['/', true],
        ['/docs/guides/hosting', true],
        ['/assets/index-abc.js', false],
        ['/cdn/autoloader.js', false],
      ] as const) {
        const sent = Object.fromEntries(
          Object.entries(headersFor(path, { html, policy })).map(([name, value]) => [name.toLowerCase(), value]),
        );
        const written = headersFromFile(text, format, path);
        for (const [name, value] of Object.entries(written)) {
          if (name === 'content-security-policy' && !html) continue; // sent with every file by a static host
          expect(sent[name], `${path} ${name}`).toBe(value);
        }
        for (const name of [
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'access-control-allow-origin',
        ]) {
          if (sent[name]) expect(written[name], `${path} ${name}`).toBe(sent[name]);
        }
        if (path.startsWith('/assets/')) expect(written['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });
  }

  it('no header is in two _headers rules that match one path (the hosts would join their values)', () => {
    const rules = netlifyHeaders(policy)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .reduce<string[][]>((all, line) => {
        if (!line.startsWith(' ')) all.push([line]);
        else all.at(-1)?.push(line.split(':')[0]?.trim() as string);
        return all;
      }, []);
    const names = rules.flatMap(([, ...headers]) => headers);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the nginx include has the history fallback and refuses a value nginx would read as a variable', () => {
    expect(nginxHeaders(policy)).toContain('try_files $uri $uri/index.html /app.html;');
    expect(() => nginxHeaders("default-src 'self' $x")).toThrow(/cannot go into nginx/);
  });
});
