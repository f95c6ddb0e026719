import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetThemeStoreForTests, THEME_STORAGE_KEY } from '../../../../src/lib/theme-store';
import { ThemeToggle } from '../../../../src/react/theme-toggle/ThemeToggle';

const root = document.documentElement;
const button = () => screen.getByRole('button', { name: 'Dark mode' });

function system(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => media);
  return (next: boolean) => {
    media.matches = next;
    for (const l of listeners) l();
  };
}

beforeEach(() => system(false));

afterEach(() => {
  resetThemeStoreForTests();
  localStorage.clear();
  root.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('<ThemeToggle>', () => {
  it('a button named "Dark mode", not pressed by default', () => {
    render(<ThemeToggle />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('type')).toBe('button');
  });

  it('shows the stored dark theme as pressed', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    render(<ThemeToggle />);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('a click flips the theme, stores it and reports {dark, preference}', async () => {
    const onThemeChange = vi.fn(() => true);
    render(<ThemeToggle onThemeChange={onThemeChange} />);
    await userEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
    expect(onThemeChange).toHaveBeenLastCalledWith({ dark: true, preference: true });
    await userEvent.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(onThemeChange).toHaveBeenLastCalledWith({ dark: false, preference: false });
  });

  it('two toggles stay in step', async () => {
    render(
      <>
        <ThemeToggle label="First" />
        <ThemeToggle label="Second" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'Second' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a stored "system" is respected, followed live, until the user toggles', async () => {
    const setSystem = system(true);
    localStorage.setItem(THEME_STORAGE_KEY, '"system"');
    render(<ThemeToggle />);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    act(() => setSystem(false));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
    act(() => setSystem(false));
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  it('follows another tab', () => {
    render(<ThemeToggle />);
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: '"dark"' }));
    });
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  it('a blank label falls back to "Dark mode"', () => {
    render(<ThemeToggle label="  " />);
    expect(button()).toBeTruthy();
  });
});
