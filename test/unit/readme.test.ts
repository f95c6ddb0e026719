// @vitest-environment node
/**
 * README.md is the page a newcomer reads in five minutes (issue #32): at most 250 lines, the two commands exactly as
 * written (the second is the one CI runs, .ci/run), a line saying what they need, and the way on to the guides and
 * the element pages. Everything else lives in docs/guides and docs/elements.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const lines = readme.replace(/\n$/, '').split('\n');
const MAX_LINES = 250;

/** The shell code blocks of the README, one string each. */
const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, body]) => body as string);
/** A block's commands: each line without its trailing `# comment`. */
const commands = (block: string) =>
  block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);

describe('README.md', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('starts with the two commands, in the first code block under "Quick start"', () => {
    const quickStart = readme.indexOf('\n## Quick start\n');
    expect(quickStart).toBeGreaterThan(-1);
    const first = shellBlocks.find((block) => readme.indexOf(block) > quickStart) ?? '';
    expect(commands(first)).toEqual(['npm install && npm start', 'npm install && npm test']);
  });

  it('runs in CI exactly as the README says', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci.split('\n')).toContain('npm install && npm test');
  });

  it('says what the commands need in one line of prose after them', () => {
    const after = readme.slice(readme.indexOf('npm install && npm test'));
    const prose = (
      after
        .slice(after.indexOf('```\n') + 4)
        .trim()
        .split('\n\n')[0] ?? ''
    ).replace(/\s+/g, ' ');
    expect(prose).toMatch(/^Node 20\.19\+ and npm/);
    expect(prose.split('. ').length, 'one sentence').toBe(1);
  });

  it('holds no stage timings in the quick start (they live in docs/guides/performance.md)', () => {
    const quickStart = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('\n## ', readme.indexOf('## Quick start') + 3),
    );
    expect(quickStart).not.toMatch(/\d+\s*(min|s)\b|\d+ tests/);
  });

  it('links every element page and the guides', () => {
    const elements = JSON.parse(readFileSync(join(ROOT, 'src/elements/elements.json'), 'utf8')).elements as string[];
    for (const tag of elements) expect(readme, tag).toContain(`(docs/elements/${tag}.md)`);
    expect(readme).toContain('(docs/guides/README.md)');
  });
});
