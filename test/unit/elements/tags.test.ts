// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_TAGS } from '../../../src/elements/tags';

const ELEMENTS = join(import.meta.dirname, '../../../src/elements');
const STYLES = join(import.meta.dirname, '../../../src/styles/elements');

describe('ELEMENT_TAGS, the one list of tags', () => {
  it('names each element file, which declares exactly that tag and its own stylesheet', () => {
    for (const tag of ELEMENT_TAGS) {
      const source = readFileSync(join(ELEMENTS, `${tag}.ts`), 'utf8');
      expect(source, tag).toContain(`tag: '${tag}',`);
      expect(source, tag).toContain(`from '../styles/elements/${tag}.css?inline'`);
      expect(existsSync(join(STYLES, `${tag}.css`)), `${tag}.css`).toBe(true);
    }
  });

  it('misses no element: every file that calls defineElement is listed, has its self-registering entry, and index.ts registers each', () => {
    const defining = readdirSync(ELEMENTS)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => /\bdefineElement\(\s*\w+Api\b/.test(readFileSync(join(ELEMENTS, name), 'utf8')))
      .map((name) => name.replace(/\.ts$/, ''));
    expect([...defining].sort()).toEqual([...ELEMENT_TAGS].sort());
    const index = readFileSync(join(ELEMENTS, 'index.ts'), 'utf8');
    for (const tag of ELEMENT_TAGS) {
      expect(index, tag).toContain(`from './auto/${tag}'`);
      const auto = readFileSync(join(ELEMENTS, 'auto', `${tag}.ts`), 'utf8');
      expect(auto, `auto/${tag}.ts`).toContain(`from '../${tag}'`);
      expect(auto, `auto/${tag}.ts`).toMatch(/^define\(\);$/m);
    }
  });
});
