import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FOOTER_YEARS, type FooterVariant, SiteFooter } from '../../../demo/components/SiteFooter';

const renderFooter = (variant: FooterVariant, year?: number) =>
  render(
    <MemoryRouter>
      <SiteFooter variant={variant} year={year} />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it.each([
    ['public', 2025],
    ['private', 2024],
    ['landing', 2024],
  ] as const)('%s variant shows © %i, the company, the contact mail link and version 7.0.0', (variant, year) => {
    expect(FOOTER_YEARS[variant]).toBe(year);
    renderFooter(variant);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${year} Coursify Labs`);
    expect(footer.textContent).toContain('Version 7.0.0');
    expect(screen.getByRole('link', { name: 'hello@coursify.example' }).getAttribute('href')).toBe(
      'mailto:hello@coursify.example',
    );
  });

  it('takes the year as a prop', () => {
    renderFooter('public', 2031);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2031 Coursify Labs');
  });

  it('shows the Categories, Company and Support columns on the landing variant only', () => {
    const { unmount } = renderFooter('landing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Categories',
      'Company',
      'Support',
    ]);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
    unmount();
    renderFooter('public');
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });
});
