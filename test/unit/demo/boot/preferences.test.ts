import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredPreferences } from '../../../../demo/boot/preferences';
import { A11Y_STORAGE_KEY } from '../../../../src/lib/a11y-settings';
import { THEME_STORAGE_KEY } from '../../../../src/lib/theme-store';
import { withStorageDenied } from '../../storage-denied';

const root = document.documentElement;

function system(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener() {}, removeEventListener() {} })),
  );
}

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('boot script: stored preferences before the first paint', () => {
  it('nothing stored: light, default size, no classes added', () => {
    system(true);
    applyStoredPreferences();
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('');
  });

  it('a stored dark theme sets the dark class', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    applyStoredPreferences();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('"system" follows prefers-color-scheme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"system"');
    system(true);
    applyStoredPreferences();
    expect(root.classList.contains('dark')).toBe(true);
    system(false);
    applyStoredPreferences();
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('applies the stored accessibility settings', () => {
    localStorage.setItem(
      A11Y_STORAGE_KEY,
      JSON.stringify({ fontSize: 20, grayscale: true, reducedMotion: true, highContrast: true }),
    );
    applyStoredPreferences();
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('20px');
    expect(root.style.getPropertyValue('filter')).toBe('grayscale(100%)');
    expect(root.classList.contains('cf-reduce-motion')).toBe(true);
    expect(root.classList.contains('cf-high-contrast')).toBe(true);
  });

  it('garbage in storage: defaults, no error', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    localStorage.setItem(A11Y_STORAGE_KEY, '"huge"');
    expect(() => applyStoredPreferences()).not.toThrow();
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('');
  });

  it('storage that throws on access: defaults, no error', () => {
    withStorageDenied(() => {
      expect(() => applyStoredPreferences()).not.toThrow();
      expect(root.classList.contains('dark')).toBe(false);
    });
  });

  it('matchMedia that throws costs only the theme: the accessibility settings still apply', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"system"');
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ fontSize: 24 }));
    vi.stubGlobal('matchMedia', () => {
      throw new Error('broken');
    });
    expect(() => applyStoredPreferences()).not.toThrow();
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('24px');
  });

  it('a root that cannot be styled: no error escapes', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    const broken = {
      classList: {
        toggle() {
          throw new Error('nope');
        },
      },
    } as unknown as HTMLElement;
    expect(() => applyStoredPreferences(broken)).not.toThrow();
  });

  it('the entry runs it once on load', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    vi.resetModules();
    await import('../../../../demo/boot/main');
    expect(root.classList.contains('dark')).toBe(true);
  });
});
