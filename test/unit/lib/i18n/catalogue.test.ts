import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { en, englishByElement } from '../../../../src/lib/i18n/en';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { matchLanguage } from '../../../../src/lib/i18n/registry';
import { DEFAULT_LOCALE } from '../../../../src/lib/i18n/resolve';
import { LoginForm } from '../../../../src/react/login-form/LoginForm';
import { LocaleContext } from '../../../../src/react/shared/i18n';
import { ThemeToggle } from '../../../../src/react/theme-toggle/ThemeToggle';

describe('the English catalogue', () => {
  it('keys are camelCase; a key two elements share has the same words in both', () => {
    const seen = new Map<string, unknown>();
    for (const [tag, messages] of Object.entries(englishByElement)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(key, `${tag}: ${key}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        if (seen.has(key)) expect(text, `${tag}: ${key}`).toEqual(seen.get(key));
        seen.set(key, text);
      }
    }
    expect(Object.keys(en).length).toBe(seen.size);
  });
});

describe('message text is text, never markup', () => {
  it('a translation holding <img onerror> renders as characters', () => {
    registerTranslation('zz', { darkModeLabel: '<img src=x onerror="alert(1)">', loginButton: '<b>Go</b>' });
    const { lang, catalogue } = matchLanguage('zz');
    const locale = { ...DEFAULT_LOCALE, lang, catalogue };
    const { container } = render(
      createElement(
        LocaleContext.Provider,
        { value: { locale } },
        createElement(ThemeToggle),
        createElement(LoginForm, { mode: 'login' }),
      ),
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<b>Go</b>');
  });
});
