// @vitest-environment node
/** `npx coursify-elements render in.html > out.html` (src/ssr/cli-main.ts). */
import { describe, expect, it } from 'vitest';
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
    const { fake, out } = io({ 0: '<course-catalog courses="[]"></course-catalog>' });
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
    expect(runCli([], io({}).fake)).toBe(0);
  });
});
