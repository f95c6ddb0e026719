// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, normaliseHex, PALETTE, PALETTE_NAMES, parseAccent } from '../../../src/lib/palette';

describe('palette: the colour allow-list', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['#ABC', '#aabbcc'],
    ['#1A2b3C', '#1a2b3c'],
    ['  #123456 ', '#123456'],
  ])('normalises the hex code %j to %j', (value, hex) => {
    expect(normaliseHex(value)).toBe(hex);
    expect(parseAccent(value)?.hex).toBe(hex);
  });

  it.each(['blue', 'Green', ' ROSE '])('accepts the palette name %j (any case)', (name) => {
    expect(parseAccent(name)?.hex).toBe(PALETTE[name.trim().toLowerCase() as keyof typeof PALETTE]);
  });

  it.each([
    '#abcd',
    '#12345',
    '#1234567',
    '#aabbccdd',
    'abc',
    '#ggg',
    'rgb(1, 2, 3)',
    'hsl(0 0% 0%)',
    'transparent',
    'currentColor',
    'var(--cf-color-primary)',
    'red; background: url(x)',
    'blue}',
    'expression(alert(1))',
    'constructor',
    'toString',
    '__proto__',
    '',
  ])('refuses %j', (value) => {
    expect(parseAccent(value)).toBeNull();
  });

  it.each([null, undefined, 42, true, { hex: '#fff' }, ['#fff']])('refuses the non-string %j', (value) => {
    expect(parseAccent(value)).toBeNull();
  });

  it('the result is only ever #rrggbb: nothing else reaches CSS', () => {
    for (const value of [...PALETTE_NAMES, '#abc', '#A1B2C3'])
      expect(parseAccent(value)?.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('picks the icon ink with the better contrast', () => {
    expect(parseAccent('#000000')?.ink).toBe('light');
    expect(parseAccent('#ffffff')?.ink).toBe('dark');
    expect(parseAccent('#fde047')?.ink).toBe('dark'); // a light yellow
    expect(parseAccent('blue')?.ink).toBe('light');
  });

  it('every palette colour gives its ink at least 3:1 (graphics contrast)', () => {
    for (const name of PALETTE_NAMES) {
      const accent = parseAccent(name);
      const rgb = [1, 3, 5].map((i) => Number.parseInt(PALETTE[name].slice(i, i + 2), 16));
      const ink = accent?.ink === 'light' ? [255, 255, 255] : [2, 6, 23];
      expect(contrastRatio(rgb, ink), name).toBeGreaterThanOrEqual(3);
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });
});
