import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { LOGIN_FORM_CSS } from '../../../src/react/login-form/styles';
import { LIGHT_COLORS } from '../../../src/styles/colors';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE = 'src/styles/colors.ts';
const BASE_SHEET = join(ROOT, 'src/styles/elements.css');

/** The base sheet as Tailwind compiles it in the build (Vitest leaves `?inline` CSS empty). */
async function compiledBaseSheet(): Promise<string> {
  const compiler = await compile(readFileSync(BASE_SHEET, 'utf8'), {
    base: dirname(BASE_SHEET),
    onDependency: () => {},
  });
  return compiler.build([]);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.(tsx?|css|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

/** The colour written as hex (any case, long or short form where one exists) or as rgb() channels. */
function spellings(hex: string): RegExp {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return new RegExp(`${hex}\\b|rgba?\\(\\s*${r}[\\s,]+${g}[\\s,]+${b}\\b`, 'i');
}

describe('the light default colours have one source (src/styles/colors.ts)', () => {
  it('the primary colour is written nowhere else in src/', () => {
    const primary = spellings(LIGHT_COLORS.primary);
    const elsewhere = sourceFiles(join(ROOT, 'src'))
      .map((file) => relative(ROOT, file).replaceAll('\\', '/'))
      .filter((file) => file !== SOURCE && primary.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });

  it('the base sheet compiles each token default from it', async () => {
    const baseCss = await compiledBaseSheet();
    for (const [token, value] of Object.entries(LIGHT_COLORS))
      expect(baseCss.replace(/\s+/g, '')).toContain(`--_cf-color-${token}:var(--cf-color-${token},${value})`);
  });

  it("the login form's light-DOM sheet falls back to the same values", () => {
    for (const [token, value] of Object.entries(LIGHT_COLORS))
      expect(LOGIN_FORM_CSS).toContain(`var(--_cf-color-${token}, ${value})`);
  });
});
