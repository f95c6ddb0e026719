import { describe, expect, it } from 'vitest';
import { keyName } from '../../../src/lib/key-name';

describe('keyName', () => {
  it('is the event’s key', () => {
    expect(keyName({ key: 'Tab', code: 'Tab' })).toBe('Tab');
    expect(keyName({ key: 'ArrowDown', code: 'ArrowDown' })).toBe('ArrowDown');
    expect(keyName({ key: 'Unidentified', code: 'KeyQ' })).toBe('Unidentified');
  });

  it('names WebKitGTK’s Shift+Tab ("Unidentified" with code Tab) Tab', () => {
    expect(keyName({ key: 'Unidentified', code: 'Tab' })).toBe('Tab');
  });
});
