import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { validateStrings } from '../../../../src/lib/i18n/strings';

const english = { loginButton: 'Login Now', errorSummary: { one: '1 field', other: '{count} fields' } };
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
const warnings = () => warn.mock.calls.map((call) => call[0]);

describe('validateStrings: an element’s own words', () => {
  it('keeps known keys with text (or plural variants)', () => {
    const strings = { loginButton: 'Sign in', errorSummary: { other: '{count} problems' } };
    expect(validateStrings('login-form', strings, english)).toEqual(strings);
    expect(validateStrings('login-form', undefined, english)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('not an object: one warning naming the element, all ignored', () => {
    for (const value of ['Sign in', 42, ['Sign in'], true]) {
      expect(validateStrings('login-form', value, english)).toBeUndefined();
    }
    expect(warnings()).toEqual(Array(4).fill('<login-form> strings: expected an object of messages by key; ignored.'));
  });

  it('an unknown key or a value that is not text: a warning naming element and key, the rest kept', () => {
    const strings = { loginButon: 'Sign in', loginButton: 7, errorSummary: 'x', toString: 'y' };
    expect(validateStrings('acme-login', strings, english)).toEqual({ errorSummary: 'x' });
    expect(warnings()).toEqual([
      '<acme-login> strings.loginButon: no such message; ignored.',
      '<acme-login> strings.loginButton: expected text; ignored.',
      '<acme-login> strings.toString: no such message; ignored.',
    ]);
  });
});
