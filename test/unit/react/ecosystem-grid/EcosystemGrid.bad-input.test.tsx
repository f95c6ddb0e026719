import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_WARNINGS } from '../../../../src/lib/report';
import { EcosystemGrid } from '../../../../src/react/ecosystem-grid/EcosystemGrid';
import { badgeIcon, cards, cardTitles, errors, exploreLinks, makeApp, spyOnConsole, warnings } from './fixtures';

spyOnConsole();

describe('EcosystemGrid: bad input never breaks the page', () => {
  it.each([
    [{ items: [] }, 'an object'],
    ['not json', '"not json"'],
    [42, 'a number'],
  ])('the non-array %j shows an error state and logs an error naming <ecosystem-grid>', (items, described) => {
    render(<EcosystemGrid items={items} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Apps could not be shown');
    expect(cards()).toHaveLength(0);
    expect(errors()).toEqual([`<ecosystem-grid> items: expected an array of apps, got ${described}`]);
  });

  it('skips items with missing fields, warning with element, index and field; the rest still show', () => {
    const { description: _drop, ...noDescription } = makeApp(2);
    render(<EcosystemGrid items={[makeApp(1), noDescription, 'oops', makeApp(4, { title: '' })]} />);
    expect(cardTitles()).toEqual(['App 01']);
    expect(warnings()).toEqual([
      '<ecosystem-grid> items[1].description: expected non-empty text, it is missing; item skipped',
      '<ecosystem-grid> items[2]: expected an object, got "oops"; item skipped',
      '<ecosystem-grid> items[3].title: expected non-empty text, got ""; item skipped',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('caps the warnings for a flood of bad items', () => {
    render(<EcosystemGrid items={Array.from({ length: 50 }, () => ({}))} />);
    expect(warnings()).toHaveLength(MAX_WARNINGS + 1);
    expect(warnings().at(-1)).toContain('…and 30 more problems');
  });

  it('renders HTML in data as text, never as elements', () => {
    const { container } = render(
      <EcosystemGrid
        items={[makeApp(1, { title: '<b>Bold</b> app', description: '<img src=x onerror="alert(1)">' })]}
      />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(cardTitles()).toEqual(['<b>Bold</b> app']);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' vbscript:msgbox(1)'])(
    'the unsafe link %j never becomes a link: "Link unavailable" instead',
    (link) => {
      const { container } = render(<EcosystemGrid items={[makeApp(1, { link }), makeApp(2)]} />);
      expect(exploreLinks().map((a) => a.getAttribute('href'))).toEqual(['https://app2.coursify.example/']);
      const card = screen.getByRole('article', { name: 'App 01' });
      expect(within(card).getByText('Link unavailable')).toBeTruthy();
      expect(card.querySelector('a')).toBeNull();
      expect(container.querySelector('a[href*="script:"], a[href^="data:"]')).toBeNull();
      expect(warnings()).toEqual([expect.stringMatching(/^<ecosystem-grid> items\[0\]\.link: unsafe/)]);
    },
  );

  it('an unknown icon shows the default icon and warns with element, index and field', async () => {
    render(<EcosystemGrid items={[makeApp(1), makeApp(2, { icon: 'unicorn' })]} />);
    // Icons are modules of their own, loaded on first use (icons.ts).
    await waitFor(() => expect(cards().map(badgeIcon)).toEqual(['timer', 'app-window']));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^<ecosystem-grid> items\[1\]\.icon: unknown icon "unicorn"; the default icon/);
  });

  it('a valid colour reaches CSS only as a normalised #rrggbb custom property', () => {
    render(<EcosystemGrid items={[makeApp(1, { color: '#ABC' }), makeApp(2, { color: 'Blue' })]} />);
    const badges = cards().map((card) => card.querySelector<HTMLElement>('[part~="card-icon"]'));
    expect(badges.map((badge) => badge?.style.getPropertyValue('--cf-accent'))).toEqual(['#aabbcc', '#2563eb']);
    expect(badges[0]?.className).toContain('bg-(--cf-accent)');
    expect(badges[0]?.className).toContain('text-[#020618]'); // light accent: dark icon (slate-950)
    expect(badges[1]?.className).toContain('text-[#fff]'); // dark accent: white icon
  });

  it.each(['red; background: url(https://evil.example/x)', 'url(x)', 'rgb(1,2,3)', '#1234'])(
    'the invalid colour %j: the theme colour, no style at all, and a warning',
    (color) => {
      render(<EcosystemGrid items={[makeApp(1, { color })]} />);
      const badge = cards()[0].querySelector<HTMLElement>('[part~="card-icon"]');
      expect(badge?.getAttribute('style')).toBeNull();
      expect(badge?.className).toContain('bg-primary');
      expect(badge?.className).toContain('text-on-primary');
      expect(warnings()).toEqual([
        expect.stringMatching(/^<ecosystem-grid> items\[0\]\.color: expected #rgb, #rrggbb or one of .*theme colour/),
      ]);
    },
  );

  it('never lets data into any style attribute', () => {
    const evil = 'blue; background-image: url(https://evil.example/pixel)';
    const { container } = render(
      <EcosystemGrid items={[makeApp(1, { color: evil, title: evil, description: evil })]} />,
    );
    for (const node of container.querySelectorAll('[style]')) expect(node.getAttribute('style')).not.toContain('evil');
  });
});
