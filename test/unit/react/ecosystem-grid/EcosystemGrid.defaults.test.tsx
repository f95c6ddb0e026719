import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EcosystemGrid } from '../../../../src/react/ecosystem-grid/EcosystemGrid';
import { COMING_SOON_TITLES, LIVE_APP_TITLES } from '../../../fixtures/ecosystem-apps';
import {
  badgeIcon,
  cards,
  cardTitles,
  comingSoonCards,
  errors,
  exploreLinks,
  FOCUSABLE,
  makeApp,
  renderDefaults,
  soon,
  spyOnConsole,
  warnings,
} from './fixtures';

spyOnConsole();

describe('EcosystemGrid: the default apps', () => {
  it('shows the 11 live apps, then the 9 coming-soon cards, as h3 titles, without a console message', async () => {
    await renderDefaults(<EcosystemGrid />);
    expect(cardTitles(3)).toEqual([...LIVE_APP_TITLES, ...COMING_SOON_TITLES]);
    expect(cards()).toHaveLength(20);
    expect(comingSoonCards()).toHaveLength(9);
    expect(warnings()).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('is a region named "Ecosystem apps" with a list of available apps and a list labelled Coming soon', async () => {
    await renderDefaults(<EcosystemGrid />);
    const region = screen.getByRole('region', { name: 'Ecosystem apps' });
    const live = within(region).getByRole('list', { name: 'Available apps' });
    const later = within(region).getByRole('list', { name: 'Coming soon' });
    expect(within(live).getAllByRole('listitem')).toHaveLength(11);
    expect(within(later).getAllByRole('listitem')).toHaveLength(9);
  });

  it('every live app has an Explore link to https://…coursify.example that opens in a new tab safely', async () => {
    await renderDefaults(<EcosystemGrid />);
    const links = exploreLinks();
    expect(links).toHaveLength(11);
    links.forEach((link, index) => {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z-]+\.coursify\.example\/$/);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      // The accessible name says which app and that a new tab opens; the visible text is Explore.
      expect(link.textContent?.replace(/\s+/g, ' ').trim()).toBe(
        `Explore ${LIVE_APP_TITLES[index]} (opens in a new tab)`,
      );
      expect(link.querySelector('.sr-only')?.textContent).toContain('(opens in a new tab)');
      const icon = link.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.getAttribute('class')).toContain('lucide-external-link');
    });
    expect(screen.getByRole('link', { name: /^Explore\s+Health Tracker \(opens in a new tab\)$/ })).toBeTruthy();
  });

  it('the health tracker claims 142+ activities', async () => {
    await renderDefaults(<EcosystemGrid />);
    const card = screen.getByRole('article', { name: 'Health Tracker' });
    expect(card.textContent).toContain('142+ activities');
  });

  it('coming-soon cards say so visibly and in their name, and have no link and nothing focusable', async () => {
    await renderDefaults(<EcosystemGrid />);
    for (const [index, card] of comingSoonCards().entries()) {
      expect(within(card).getByText('Coming soon')).toBeTruthy();
      expect(card.querySelector('a')).toBeNull();
      expect(card.querySelectorAll(FOCUSABLE)).toHaveLength(0);
      expect(card.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
      expect(screen.getByRole('article', { name: `${COMING_SOON_TITLES[index]} Coming soon` })).toBe(card);
    }
  });

  it('icons are decorative: each badge and svg is hidden from assistive technology', async () => {
    await renderDefaults(<EcosystemGrid />);
    for (const card of cards()) {
      const badge = card.querySelector('[part~="card-icon"]');
      expect(badge?.getAttribute('aria-hidden')).toBe('true');
      expect(badge?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(cards().map(badgeIcon).slice(0, 3)).toEqual(['list-todo', 'user-round', 'briefcase']);
  });

  it('keyboard order is the visual order: only the 11 Explore links are tab stops, in card order', async () => {
    const { container } = await renderDefaults(<EcosystemGrid />);
    const stops = [...container.querySelectorAll(FOCUSABLE)];
    expect(stops).toEqual(exploreLinks());
    expect(container.innerHTML).not.toMatch(/\border-|tabindex="[1-9]/);
  });
});

describe('EcosystemGrid: view props', () => {
  it.each([2, 4, 5, 6])('headingLevel %i renders the card titles at that level', (level) => {
    render(<EcosystemGrid items={[makeApp(1), soon(2)]} headingLevel={level} />);
    expect(cardTitles(level)).toEqual(['App 01', 'App 02']);
    expect(cardTitles(3)).toEqual([]);
  });

  it.each([1, 7, 2.5, Number.NaN])('an out-of-range headingLevel %s falls back to 3', (level) => {
    render(<EcosystemGrid items={[makeApp(1)]} headingLevel={level} />);
    expect(cardTitles(3)).toEqual(['App 01']);
  });

  it('label names the region', () => {
    render(<EcosystemGrid items={[makeApp(1)]} label="Our apps" />);
    expect(screen.getByRole('region', { name: 'Our apps' })).toBeTruthy();
  });

  it('hideComingSoon shows only the live apps', async () => {
    await renderDefaults(<EcosystemGrid hideComingSoon />);
    expect(cardTitles(3)).toEqual(LIVE_APP_TITLES);
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('puts live apps first, then coming soon, whatever the data order', () => {
    render(<EcosystemGrid items={[soon(1), makeApp(2), soon(3), makeApp(4)]} />);
    expect(cardTitles(3)).toEqual(['App 02', 'App 04', 'App 01', 'App 03']);
  });

  it('only coming-soon cards: no empty list of apps, just the Coming soon list', () => {
    render(<EcosystemGrid items={[soon(1)]} />);
    expect(screen.queryByRole('list', { name: 'Available apps' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Coming soon' })).toBeTruthy();
  });

  it('no cards at all: an empty state', () => {
    render(<EcosystemGrid items={[]} />);
    expect(screen.getByText('No apps to show yet.')).toBeTruthy();
    expect(screen.queryAllByRole('list')).toHaveLength(0);
  });

  it('everything hidden by hideComingSoon: the empty state too', () => {
    render(<EcosystemGrid items={[soon(1)]} hideComingSoon />);
    expect(screen.getByText('No apps to show yet.')).toBeTruthy();
  });
});
