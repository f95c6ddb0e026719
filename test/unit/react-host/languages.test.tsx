import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTranslation } from '../../../src/react-host';
import { ThemeToggle } from '../../../src/react-host/theme-toggle';

const button = (container: HTMLElement) =>
  (container.firstElementChild as HTMLElement).shadowRoot?.querySelector('button') ?? null;
const rootDir = (container: HTMLElement) =>
  (container.firstElementChild as HTMLElement).shadowRoot?.querySelector('.cf-root')?.getAttribute('dir');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('coursify-elements/react: lang, dir and strings', () => {
  it('resolves lang and dir from its own props, follows <html lang> live, and takes strings', async () => {
    registerTranslation('de', { darkModeLabel: 'Dunkelmodus' });
    registerTranslation('fr', { darkModeLabel: 'Mode sombre' });
    const { container, rerender } = render(<ThemeToggle lang="de" dir="rtl" />);
    await waitFor(() => expect(button(container)?.getAttribute('aria-label')).toBe('Dunkelmodus'));
    expect(rootDir(container)).toBe('rtl');

    rerender(<ThemeToggle />);
    await waitFor(() => expect(button(container)?.getAttribute('aria-label')).toBe('Dark mode'));
    expect(rootDir(container)).toBe('ltr');
    await act(async () => document.documentElement.setAttribute('lang', 'fr'));
    await waitFor(() => expect(button(container)?.getAttribute('aria-label')).toBe('Mode sombre'));

    rerender(<ThemeToggle strings={{ darkModeLabel: 'Night' }} />);
    await waitFor(() => expect(button(container)?.getAttribute('aria-label')).toBe('Night'));
    document.documentElement.removeAttribute('lang');
  });
});
