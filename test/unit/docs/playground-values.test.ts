/** Small helpers of the playground (demo/docs/playground-values.ts): the event log's text and the token pickers. */
import { describe, expect, it } from 'vitest';
import {
  describeDetail,
  isColorToken,
  resolvedTokenVariable,
  toHexColor,
  tokenNameFor,
} from '../../../demo/docs/playground-values';

describe('event detail in the log', () => {
  it('plain JSON for plain data', () => {
    expect(describeDetail({ course: { title: 'Go' }, target: 'syllabus' })).toBe(
      '{"course":{"title":"Go"},"target":"syllabus"}',
    );
    expect(describeDetail(undefined)).toBe('undefined');
    expect(describeDetail(null)).toBe('null');
  });

  it('cuts long strings, names elements and functions, survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    const text = describeDetail({
      image: `data:image/svg+xml,${'a'.repeat(2000)}`,
      element: document.createElement('course-catalog'),
      run: () => {},
      cyclic,
    });
    expect(text).toContain('… (2,019 characters)');
    expect(text.length).toBeLessThan(400);
    expect(text).toContain('"element":"<course-catalog>"');
    expect(text).toContain('"run":"[function]"');
    expect(text).toContain('"self":"[circular]"');
  });
});

describe('token pickers', () => {
  it.each([
    ['#4338ca', '#4338ca'],
    ['#FFF', '#ffffff'],
    [' rgb(67, 56, 202) ', '#4338ca'],
    ['rgb(67 56 202 / 50%)', '#4338ca'],
    ['rgba(0, 0, 0, 0.5)', '#000000'],
    ['transparent', undefined],
    ['oklch(50% 0.2 260)', undefined],
    ['rgb(300, 0, 0)', undefined],
    ['', undefined],
  ])('%s → %s', (text, hex) => {
    expect(toHexColor(text)).toBe(hex);
  });

  it('colours set their -dark twin while the example is dark; sizes do not', () => {
    expect(tokenNameFor('--cf-color-primary', false)).toBe('--cf-color-primary');
    expect(tokenNameFor('--cf-color-primary', true)).toBe('--cf-color-primary-dark');
    expect(tokenNameFor('--cf-radius', true)).toBe('--cf-radius');
    expect(isColorToken('--cf-color-text')).toBe(true);
    expect(isColorToken('--cf-font-size')).toBe(false);
  });

  it('reads a default where the elements resolve it', () => {
    expect(resolvedTokenVariable('--cf-color-primary')).toBe('--_cf-color-primary');
    expect(resolvedTokenVariable('--cf-color-primary-dark')).toBe('--_cf-color-primary');
    expect(resolvedTokenVariable('--cf-radius')).toBe('--_cf-radius');
  });
});
