import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ja from '../../../src/lib/i18n/locales/ja';
import { ThemeToggle } from '../../../src/react-host/theme-toggle';

const button = (container: HTMLElement) =>
  (container.firstElementChild as HTMLElement).shadowRoot?.querySelector('button') ?? null;

describe('coursify-elements/react: the languages we ship', () => {
  it('a component in a language we ship loads its words, with no registration by the page', async () => {
    const { container } = render(<ThemeToggle lang="ja-JP" />);
    await waitFor(() => expect(button(container)?.getAttribute('aria-label')).toBe(ja.darkModeLabel));
    expect(ja.darkModeLabel).not.toBe('Dark mode');
  });
});
