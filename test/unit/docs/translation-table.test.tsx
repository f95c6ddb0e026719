/**
 * The translators' table (demo/docs/TranslationTable.tsx): each language's words in that language and direction,
 * plural variants by category, and a key a language lacks marked, not left blank.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ElementDoc } from '../../../demo/docs/model';
import { TranslationTable } from '../../../demo/docs/TranslationTable';

const doc: ElementDoc = {
  tag: 'x-el',
  className: 'XElElement',
  modulePath: 'x.js',
  description: '',
  properties: [],
  events: [],
  methods: [],
  slots: [],
  cssParts: [],
  cssProperties: [],
  messages: [
    { key: 'loginButton', text: 'Login Now', placeholders: [], plural: false, description: 'The `submit` button.' },
    {
      key: 'count',
      text: '{count} items',
      placeholders: ['count'],
      plural: true,
      variants: { one: '1 item', other: '{count} items' },
    },
  ],
};

function renderTable() {
  render(
    <MemoryRouter>
      <TranslationTable
        doc={doc}
        href="/docs/elements/x-el"
        columns={[
          {
            code: 'de',
            catalogue: { loginButton: 'Jetzt anmelden', count: { one: '1 Eintrag', other: '{count} Einträge' } },
          },
          { code: 'ar', catalogue: { loginButton: 'سجّل الدخول الآن' } },
        ]}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: '<x-el>' });
}

describe("the translators' table", () => {
  it('a column per language after Key and English, a row per key', () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Key', 'English', 'German (de)', 'Arabic (ar)']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.querySelector('code')?.textContent),
    ).toEqual(['loginButton', 'count']);
    expect(screen.getByRole('link', { name: '<x-el>' }).getAttribute('href')).toBe('/docs/elements/x-el');
  });

  it('each cell in its language and direction; plural variants by category; the note beside the English', () => {
    const table = renderTable();
    const [login, count] = within(table).getAllByRole('row').slice(1);
    const [english, german, arabic] = within(login).getAllByRole('cell');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.textContent).toBe('Login NowThe submit button.');
    expect([german.textContent, german.getAttribute('lang'), german.getAttribute('dir')]).toEqual([
      'Jetzt anmelden',
      'de',
      'ltr',
    ]);
    expect([arabic.textContent, arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual([
      'سجّل الدخول الآن',
      'ar',
      'rtl',
    ]);
    const germanCount = within(count).getAllByRole('cell')[1];
    expect(
      within(germanCount)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one: 1 Eintrag', 'other: {count} Einträge']);
  });

  it('a key a language lacks: marked Missing, said in full to screen readers, in no language of its own', () => {
    const table = renderTable();
    const count = within(table).getAllByRole('row')[2];
    const missing = within(count).getAllByRole('cell')[2];
    expect(missing.textContent).toBe('Missing in Arabic (ar): shows in English');
    expect(missing.hasAttribute('data-missing')).toBe(true);
    expect(missing.hasAttribute('lang')).toBe(false);
    expect(table.querySelectorAll('td[data-missing]')).toHaveLength(1);
  });
});
