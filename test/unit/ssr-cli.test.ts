// @vitest-environment node
/** `npx coursify-elements render in.html > out.html` (src/ssr/cli-main.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CliIo, runCli, USAGE } from '../../src/ssr/cli-main';

function io(files: Record<string | number, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const fake: CliIo = {
    read: (file) => {
      if (!(file in files)) throw new Error('ENOENT: no such file');
      return files[file];
    },
    write: (text) => out.push(text),
    error: (text) => err.push(text),
  };
  return { fake, out, err };
}

describe('coursify-elements render', () => {
  it('renders the file to standard output', () => {
    const { fake, out, err } = io({ 'in.html': '<p>x</p><theme-toggle></theme-toggle>' });
    expect(runCli(['render', 'in.html'], fake)).toBe(0);
    expect(out.join('')).toMatch(/^<p>x<\/p><theme-toggle><template shadowrootmode="open">/);
    expect(err).toEqual([]);
  });

  it('reads standard input without a file, and takes the page language', () => {
    const { fake, out } = io({ 0: '<html><course-catalog courses="[]"></course-catalog></html>' });
    expect(runCli(['render', '--lang', 'de'], fake)).toBe(0);
    expect(out.join('')).toContain('Kurskatalog');
  });

  it('says what is wrong: a missing file, an unknown command or option', () => {
    const missing = io({});
    expect(runCli(['render', 'nope.html'], missing.fake)).toBe(1);
    expect(missing.err[0]).toMatch(/cannot read nope\.html \(ENOENT/);
    const unknown = io({});
    expect(runCli(['build'], unknown.fake)).toBe(2);
    expect(unknown.err).toEqual([USAGE]);
    const option = io({});
    expect(runCli(['render', '--fast'], option.fake)).toBe(2);
    // No command at all is a usage error too (a script calling it wrongly must fail), with the usage on stderr.
    const nothing = io({});
    expect(runCli([], nothing.fake)).toBe(2);
    expect(nothing.err).toEqual([USAGE]);
    expect(nothing.out).toEqual([]);
    const help = io({});
    expect(runCli(['--help'], help.fake)).toBe(0);
    expect(help.err).toEqual([USAGE]);
  });
});

describe('coursify-elements render: problems on standard error', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an element rendered as its error state says why on standard error (console.error), as in the browser', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fake, out } = io({
      'in.html':
        "<course-catalog courses='nope'></course-catalog>" +
        '<ecosystem-grid><script type="application/json">[{"title": </script></ecosystem-grid>',
    });
    expect(runCli(['render', 'in.html'], fake)).toBe(0);
    expect(out.join('')).toContain('role="alert"');
    expect(error.mock.calls.map(([text]) => text)).toEqual([
      '<course-catalog> attribute "courses": is not valid JSON (it stops being valid at character 2)',
      '<ecosystem-grid> inline <script type="application/json">: is not valid JSON (it stops being valid at character 12)',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('coursify-elements render --lang and the page’s own lang', () => {
  it('a page whose <html> says nothing gets the language written on it, so the browser reads the same', () => {
    const { fake, out, err } = io({
      'in.html': '<!doctype html><html><body><course-catalog courses="[]"></course-catalog></body></html>',
    });
    expect(runCli(['render', 'in.html', '--lang', 'de'], fake)).toBe(0);
    expect(out.join('')).toMatch(
      /^<!doctype html><html lang="de"><head><\/head>|^<!doctype html><html lang="de"><body>/,
    );
    expect(out.join('')).toContain('Kurskatalog');
    expect(err).toEqual([]);
  });

  it('a page that says another language keeps it (its elements follow it), with a warning', () => {
    const { fake, out, err } = io({
      'in.html': '<html lang="en"><body><course-catalog courses="[]"></course-catalog></body></html>',
    });
    expect(runCli(['render', 'in.html', '--lang', 'de'], fake)).toBe(0);
    expect(out.join('')).toContain('Course catalog');
    expect(out.join('')).not.toContain('Kurskatalog');
    expect(err).toEqual([
      'coursify-elements render: --lang de ignored: the page says lang="en", which its elements follow here and in the browser.',
    ]);
  });

  it('a fragment without <html>: rendered in that language, with a warning that its page must say the same', () => {
    const { fake, out, err } = io({ 0: '<course-catalog courses="[]"></course-catalog>' });
    expect(runCli(['render', '--lang', 'de'], fake)).toBe(0);
    expect(out.join('')).toContain('Kurskatalog');
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(
      /--lang de: this markup has no <html> to carry it; the page that includes it must say lang="de"/,
    );
  });

  it('the same language as the page: nothing to say', () => {
    const { fake, err } = io({ 'in.html': '<html lang="DE"><body></body></html>' });
    expect(runCli(['render', 'in.html', '--lang', 'de'], fake)).toBe(0);
    expect(err).toEqual([]);
  });
});
