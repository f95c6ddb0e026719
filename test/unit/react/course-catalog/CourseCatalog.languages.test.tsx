/**
 * The catalog in another language: every UI word from the registered translation (a key it lacks stays English),
 * plural counts, numbers in the language unless `locale` says otherwise, the drawn cover's word, and an instance's
 * `strings` over both. The courses themselves are data: never translated.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { courseCatalogEn } from '../../../../src/lib/i18n/en/course-catalog';
import { registerTranslation } from '../../../../src/lib/i18n/register';
import { matchLanguage } from '../../../../src/lib/i18n/registry';
import { DEFAULT_LOCALE, type Locale } from '../../../../src/lib/i18n/resolve';
import { CourseCatalog } from '../../../../src/react/course-catalog/CourseCatalog';
import { LocaleContext } from '../../../../src/react/shared/i18n';
import { generated, makeCourse, spyOnConsole, status, warn } from './fixtures';

spyOnConsole();

registerTranslation('de', {
  catalogLabel: 'Kurskatalog',
  searchLabel: 'Kurse durchsuchen',
  anyDifficulty: 'Jeder Schwierigkeitsgrad',
  priceFree: 'Kostenlos',
  courseCount: { one: '{total} Kurs', other: '{total} Kurse' },
  courseRangeStatus: { one: '{start}–{end} von {total} Kurs', other: '{start}–{end} von {total} Kursen' },
  courseListPageLabel: 'Kurse, Seite {page} von {pageCount}',
  pagerLabel: 'Kursseiten',
  previousPageButton: 'Zurück',
  previousPageLabel: 'Zurück zur vorigen Seite',
  nextPageLabel: 'Nächste Seite',
  syllabusLink: 'Lehrplan',
  courseLinkContext: 'für {title}',
  instructorTerm: 'Lehrkraft',
  coverFallbackLabel: 'Kurs',
  noMatchesMessage: 'Keine Kurse passen zu Ihrer Suche.',
  coursesLoadErrorTitle: 'Kurse konnten nicht geladen werden',
  retryButton: 'Erneut versuchen',
});
const german: Locale = { ...DEFAULT_LOCALE, ...matchLanguage('de') };

function inLocale(locale: Locale, ui: ReactNode, strings?: object) {
  return render(<LocaleContext.Provider value={{ locale, strings }}>{ui}</LocaleContext.Provider>);
}

describe('CourseCatalog in another language', () => {
  it('takes every word it has from the translation, English for the rest; the data stays as given', () => {
    inLocale(german, <CourseCatalog courses={[makeCourse(3, { title: 'Web Basics', image: undefined })]} />);
    expect(screen.getByRole('region', { name: 'Kurskatalog' })).toBeTruthy();
    expect(screen.getByLabelText('Kurse durchsuchen')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Jeder Schwierigkeitsgrad' })).toBeTruthy();
    // Not in the translation: English.
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(status()).toBe('1 Kurs');
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading').textContent).toBe('Web Basics');
    expect(card.getByText('Kostenlos').getAttribute('part')).toBe('card-price');
    expect(card.getByText('Lehrkraft').tagName).toBe('DT');
    expect(card.getByRole('link', { name: /^Lehrplan\s+für Web Basics$/ })).toBeTruthy();
    // Key by key: the link's word is English here, the words read after it are German.
    expect(card.getByRole('link', { name: /^Course\s+für Web Basics$/ })).toBeTruthy();
    // The drawn cover of a course without an image says the word in the language.
    expect(document.querySelector('svg[part="card-image"] text')?.textContent).toBe('Kurs');
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts with the language’s plural variants and numbers; locale still wins for numbers', () => {
    const { unmount } = inLocale(german, <CourseCatalog courses={generated(1200)} pageSize={2} />);
    expect(status()).toBe('1–2 von 1.200 Kursen');
    expect(screen.getByRole('navigation', { name: 'Kursseiten' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Kurse, Seite 1 von 600' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Zurück zur vorigen Seite' });
    expect(previous.textContent).toBe('Zurück');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    unmount();
    inLocale(german, <CourseCatalog courses={generated(1200)} pageSize={2} locale="en-US" />);
    expect(status()).toBe('1–2 von 1,200 Kursen');
  });

  it('prices follow the language, or locale where the page sets it', () => {
    const course = makeCourse(1, { price: 1234.5 });
    // Intl puts a no-break space between the amount and the sign.
    const price = () => document.querySelector('[part="card-price"]')?.textContent?.replace(/\s/g, ' ');
    const { unmount } = inLocale(german, <CourseCatalog courses={[course]} currency="EUR" />);
    expect(price()).toBe('1.234,50 €');
    unmount();
    inLocale(german, <CourseCatalog courses={[course]} currency="EUR" locale="en-US" />);
    expect(price()).toBe('€1,234.50');
  });

  it('the empty state and a page’s label: the label the page gives wins', () => {
    inLocale(german, <CourseCatalog courses={[makeCourse(1)]} label="Unsere Kurse" />);
    expect(screen.getByRole('region', { name: 'Unsere Kurse' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kurse durchsuchen'), { target: { value: 'zzz' } });
    expect(screen.getByText('Keine Kurse passen zu Ihrer Suche.')).toBeTruthy();
  });

  it('the data path’s error notice and its Retry are in the language', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    inLocale(german, <CourseCatalog src="/courses.json" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kurse konnten nicht geladen werden');
    expect(within(alert).getByRole('button').textContent).toBe('Erneut versuchen');
    vi.restoreAllMocks();
  });

  it('strings overrides searchLabel (and a plural count) over English and over the translation', async () => {
    const strings = { searchLabel: 'Find a course', courseCount: { one: 'One course', other: '{total} in all' } };
    const { unmount } = inLocale(DEFAULT_LOCALE, <CourseCatalog courses={generated(2)} />, strings);
    await waitFor(() => expect(screen.getByLabelText('Find a course')).toBeTruthy());
    expect(status()).toBe('2 in all');
    unmount();
    inLocale(german, <CourseCatalog courses={[makeCourse(1)]} />, strings);
    await waitFor(() => expect(screen.getByLabelText('Find a course')).toBeTruthy());
    expect(status()).toBe('One course');
    expect(warn).not.toHaveBeenCalled();
  });
});

/** Every message of `english` marked ⟦…⟧, placeholders kept: a word shown without the mark was missed. */
function pseudo(english: Record<string, unknown>): Record<string, unknown> {
  const mark = (text: string) => `⟦${text}⟧`;
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? mark(value)
        : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, mark(v)])),
    ]),
  );
}

/** Each shown text and accessible text of `root` that is not marked and not one of the data's `data` texts. */
function unmarked(root: Element, data: Set<string>): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => text && !text.startsWith('⟦') && !data.has(text) && !/^[$€\d.,\s]+$/.test(text));
}

describe('CourseCatalog: no word left in English', () => {
  it('with every message translated, every word shown is the translation’s or the data’s', async () => {
    registerTranslation('en-XA', pseudo(courseCatalogEn));
    const locale: Locale = { ...DEFAULT_LOCALE, ...matchLanguage('en-XA') };
    const courses = generated(12).map((course, i) => (i === 1 ? { ...course, syllabus: 'javascript:x' } : course));
    const data = new Set(
      courses.flatMap((c) => [c.title, c.description, c.instructor, c.duration, c.difficulty].map(String)),
    );
    const { container } = inLocale(locale, <CourseCatalog courses={courses} pageSize={9} />);
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(document.querySelector('[part~="button-unavailable"]')).toBeTruthy();
    expect(unmarked(container, data)).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like it' } });
    expect(document.querySelector('[part="empty"]')).toBeTruthy();
    expect(unmarked(container, data)).toEqual([]);
  });
});
