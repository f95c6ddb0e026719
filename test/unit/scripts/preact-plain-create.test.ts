/**
 * scripts/preact-plain-create.ts: the lite build's Preact creates elements without creation options (the parent
 * element as options costs Chromium a dictionary conversion per node), keeps them for an `is` prop, creates in the
 * same namespace, and a Preact of another shape fails the build.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutCreationOptions } from '../../../scripts/preact-plain-create';

const ROOT = resolve(import.meta.dirname, '../../..');
const preact = readFileSync(join(ROOT, 'node_modules/preact/dist/preact.mjs'), 'utf8');

describe('Preact without creation options', () => {
  const changed = withoutCreationOptions(preact);

  it('passes options only for an `is` prop', () => {
    expect(preact).toMatch(/createElementNS\([\w$]+,[\w$]+,[\w$]+\.is\?[\w$]+:[\w$]+\)/);
    expect(changed).not.toMatch(/createElementNS\([\w$]+,[\w$]+,[\w$]+\.is\?[\w$]+:[\w$]+\)/);
    expect(changed).toMatch(
      /\(([\w$]+)\.is\?([\w$]+)\.createElementNS\(([\w$]+),([\w$]+),\1\):\2\.createElementNS\(\3,\4\)\)/,
    );
  });

  it('still renders HTML and SVG in their namespaces', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(changed).toString('base64')}`;
    const { h, render } = await import(/* @vite-ignore */ url);
    const box = document.createElement('div');
    render(h('p', { class: 'x' }, h('svg', { viewBox: '0 0 1 1' }, h('path', { d: 'M0 0' }))), box);
    expect(box.innerHTML).toBe('<p class="x"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></p>');
    expect(box.querySelector('p')?.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(box.querySelector('path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('fails on a Preact of another shape', () => {
    expect(() => withoutCreationOptions('document.createElement(t)')).toThrow(/preact-plain-create/);
  });
});
