import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { matchLanguage, setTranslationLoader } from '../../../../src/lib/i18n/registry';
import { DEFAULT_LOCALE } from '../../../../src/lib/i18n/resolve';
import { translator } from '../../../../src/lib/i18n/translate';

const english = { loginButton: 'Login Now', passwordLabel: 'Password' };
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const inLanguage = (code: string) => {
  const { lang, catalogue } = matchLanguage(code);
  return translator(english, { ...DEFAULT_LOCALE, lang, catalogue });
};

describe('registerTranslation', () => {
  it('a code that is not a language tag is ignored with a warning: its plurals and numbers could not be formatted', () => {
    registerTranslation('x-pseudo', { loginButton: '[Łôğîñ Ñôŵ]' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('registerTranslation("x-pseudo"): not a language tag'));
    expect(matchLanguage('x-pseudo').catalogue).toBeUndefined();
    expect(inLanguage('x-pseudo')('loginButton')).toBe('Login Now');
  });

  it('a partial catalogue falls back to English key by key', () => {
    registerTranslation('fr', { loginButton: 'Se connecter' });
    const t = inLanguage('fr');
    expect(t('loginButton')).toBe('Se connecter');
    expect(t('passwordLabel')).toBe('Password');
  });

  it('a second registration extends the language; codes are case-insensitive', () => {
    registerTranslation('IT', { loginButton: 'Accedi' });
    registerTranslation('it', { passwordLabel: 'Password (it)' });
    const t = inLanguage('it-IT');
    expect([t('loginButton'), t('passwordLabel')]).toEqual(['Accedi', 'Password (it)']);
  });

  it('a region registered on its own is preferred over its language', () => {
    registerTranslation('es', { loginButton: 'Iniciar sesión' });
    registerTranslation('es-MX', { loginButton: 'Entrar' });
    expect(inLanguage('es-MX')('loginButton')).toBe('Entrar');
    expect(inLanguage('es-AR')('loginButton')).toBe('Iniciar sesión');
  });

  it('a value that is not text is ignored with a warning naming the key; the rest is kept', () => {
    registerTranslation('nl', { loginButton: 42, passwordLabel: 'Wachtwoord', other: { one: 1 } } as never);
    const t = inLanguage('nl');
    expect([t('loginButton'), t('passwordLabel')]).toEqual(['Login Now', 'Wachtwoord']);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'coursify-elements: registerTranslation("nl"): message "loginButton" is not text; ignored.',
      'coursify-elements: registerTranslation("nl"): message "other" is not text; ignored.',
    ]);
  });

  it('messages that are not an object, or no code, are ignored with a warning; nothing throws', () => {
    for (const messages of [null, 'Login', ['Login'], 7]) {
      expect(() => registerTranslation('sv', messages as never)).not.toThrow();
    }
    expect(() => registerTranslation('', { loginButton: 'x' })).not.toThrow();
    expect(() => registerTranslation(undefined as never, { loginButton: 'x' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(matchLanguage('sv')).toEqual({ lang: 'en', missing: true });
  });

  it('asks the loader once per language; one it loads is not missing, one it has not is', () => {
    const load = vi.fn((code: string) => (code === 'ja' ? Promise.resolve() : undefined));
    setTranslationLoader(load);
    expect(matchLanguage('ja-JP').missing).toBe(false);
    matchLanguage('ja');
    expect(matchLanguage('tlh').missing).toBe(true);
    matchLanguage('tlh-x');
    expect(load.mock.calls).toEqual([['ja'], ['tlh']]);
    setTranslationLoader(undefined);
  });

  it('asks the loader for a language the page registered some words of first', () => {
    registerTranslation('pt', { loginButton: 'Entrar agora' });
    const load = vi.fn(() => Promise.resolve());
    setTranslationLoader(load);
    expect(matchLanguage('pt-BR').lang).toBe('pt');
    expect(load.mock.calls).toEqual([['pt']]);
    setTranslationLoader(undefined);
  });
});
