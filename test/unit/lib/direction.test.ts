import { describe, expect, it } from 'vitest';
import { autoDirection, dirState } from '../../../src/lib/i18n/direction';

describe('dirState: the dir attribute by HTML’s rule for enumerated attributes', () => {
  it('reads the three keywords in any ASCII case', () => {
    expect(['rtl', 'LTR', 'Auto'].map(dirState)).toEqual(['rtl', 'ltr', 'auto']);
  });

  it('gives no state for anything else: the element takes its parent’s direction', () => {
    expect([' rtl', 'rtl ', 'right', '', null, undefined, 'ʀtl'].map(dirState)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('autoDirection: dir="auto" from the first strong character', () => {
  it.each([
    ['مرحبا', 'rtl'],
    ['שלום world', 'rtl'],
    ['Course مرحبا', 'ltr'],
    ['123 ، 😀 مرحبا', 'rtl'], // digits, an Arabic comma and an emoji are not strong
    ['٣٤ Java', 'ltr'], // Arabic-Indic digits are not letters
    ['日本語', 'ltr'],
    ['\u202e\u200b', 'ltr'], // controls only: no strong character
    ['', 'ltr'],
  ])('%j → %s', (text, direction) => {
    expect(autoDirection(text)).toBe(direction);
  });
});
