import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../../../src/data/company';
import { SiteNavbar } from '../../../../src/react/site-navbar/SiteNavbar';
import { bar, barLinks, errors, menuButton, spyOnConsole, warn, warnings } from './fixtures';

spyOnConsole();

const brand = () => bar().querySelector('[part~="brand"]') as HTMLElement;

describe('SiteNavbar: variants', () => {
  it.each([
    ['public', 'Coursify'],
    ['private', 'Remotelify'],
    ['landing', COMPANY.name],
  ])('%s is titled %s, and the title links home', (variant, title) => {
    render(<SiteNavbar variant={variant} />);
    const home = screen.getByRole('link', { name: title });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('part')).toBe('brand');
  });

  it('is public (Coursify) by default and for an unknown variant', () => {
    const { unmount } = render(<SiteNavbar />);
    expect(brand().textContent).toBe('Coursify');
    unmount();
    render(<SiteNavbar variant="bogus" />);
    expect(brand().textContent).toBe('Coursify');
  });

  it('landing has the in-page links Home, Categories, Stats, Testimonials', () => {
    render(<SiteNavbar variant="landing" />);
    expect(barLinks()).toEqual(['Home', 'Categories', 'Stats', 'Testimonials']);
    const hrefs = within(bar().querySelector('[part~="menu"]') as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#home', '#categories', '#stats', '#testimonials']);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['public', 'private'])('%s has no items, and so no menu button, by default', (variant) => {
    render(<SiteNavbar variant={variant} />);
    expect(bar().querySelector('[part~="menu"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1); // the brand
  });

  it('brandHref sets where the brand links to; an unsafe one leaves it as text, with a warning', () => {
    const { rerender } = render(<SiteNavbar brandHref="/public/features/courses/all" />);
    expect(brand().getAttribute('href')).toBe('/public/features/courses/all');
    rerender(<SiteNavbar brandHref="javascript:alert(1)" />);
    expect(brand().tagName).toBe('SPAN');
    expect(brand().textContent).toBe('Coursify');
    expect(screen.queryByRole('link')).toBeNull();
    expect(warnings()).toEqual([
      '<site-navbar> attribute "brand-href": "javascript:alert(1)" is not a safe URL; the brand is shown as text',
    ]);
  });

  it('label names the navigation landmark, "Main" by default', () => {
    const { rerender } = render(<SiteNavbar />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    rerender(<SiteNavbar label="Site" />);
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeTruthy();
  });

  it('has the named slots for extra actions, the theme toggle and the accessibility button, in that order', () => {
    render(<SiteNavbar />);
    const slots = [...bar().querySelectorAll('slot')].map((slot) => slot.getAttribute('name'));
    expect(slots).toEqual(['actions', 'theme-toggle', 'accessibility']);
  });
});

describe('SiteNavbar: items', () => {
  const items = [
    { label: 'Courses', href: '/public/features/courses/all', isActive: true },
    { label: 'About', href: '/public/pages/about' },
    { label: 'Stats', href: '#stats', isActive: true },
  ];

  it('replace the variant’s own items', () => {
    render(<SiteNavbar variant="landing" items={items} />);
    expect(barLinks()).toEqual(['Courses', 'About', 'Stats']);
  });

  it('mark the active one with aria-current: page for a page, location for an in-page anchor', () => {
    render(<SiteNavbar items={items} />);
    const current = (name: string) =>
      within(bar().querySelector('[part~="menu"]') as HTMLElement)
        .getByRole('link', { name })
        .getAttribute('aria-current');
    expect(current('Courses')).toBe('page');
    expect(current('About')).toBeNull();
    expect(current('Stats')).toBe('location');
  });

  it('null means the variant’s own items again', () => {
    render(<SiteNavbar variant="landing" items={null} />);
    expect(barLinks()).toEqual(['Home', 'Categories', 'Stats', 'Testimonials']);
  });

  it('skip bad and unsafe items with a warning naming index and field; text stays text', () => {
    render(
      <SiteNavbar
        items={[
          { label: '<b>Bold</b>', href: '/b' },
          { label: 'Evil', href: 'javascript:alert(1)' },
          { href: '/no-label' },
        ]}
      />,
    );
    expect(barLinks()).toEqual(['<b>Bold</b>']);
    expect(bar().querySelector('b')).toBeNull();
    expect(bar().innerHTML).not.toContain('javascript:');
    expect(warnings()).toEqual([
      '<site-navbar> items[1].href: unsafe or empty URL refused; item skipped',
      '<site-navbar> items[2].label: expected non-empty text, it is missing; item skipped',
    ]);
  });

  it('that are not a list show an error state and log an error naming the element', () => {
    render(<SiteNavbar items={{ label: 'Home', href: '/' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The menu could not be shown');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(errors()).toEqual(['<site-navbar> items: expected an array of menu items, got an object']);
  });
});

describe('SiteNavbar: phone and chat shortcuts', () => {
  it('are hidden when their attributes are absent', () => {
    render(<SiteNavbar />);
    expect(bar().querySelector('[part~="phone"], [part~="chat"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('phone becomes a normalised tel: link named "Call us at …"', () => {
    render(<SiteNavbar phone=" +1 (555) 010-0 " />);
    const call = screen.getByRole('link', { name: 'Call us at +1 (555) 010-0' });
    expect(call.getAttribute('href')).toBe('tel:+15550100');
    expect(call.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('chat becomes a link named "Open chat"', () => {
    render(<SiteNavbar chat="https://chat.example/coursify" />);
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('https://chat.example/coursify');
  });

  it('an invalid phone number gives no link and a warning', () => {
    render(<SiteNavbar phone="call me maybe" />);
    expect(bar().querySelector('[part~="phone"]')).toBeNull();
    expect(warnings()).toEqual([
      '<site-navbar> attribute "phone": "call me maybe" is not a phone number (digits, spaces, - . / ( ) and a leading +); no call button is shown',
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x'])(
    'an unsafe chat URL %j gives no link and a warning',
    (chat) => {
      render(<SiteNavbar chat={chat} />);
      expect(bar().querySelector('[part~="chat"]')).toBeNull();
      expect(bar().innerHTML).not.toContain(chat);
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatch(
        /^<site-navbar> attribute "chat": ".*" is not a safe URL; no chat button is shown$/,
      );
    },
  );

  it('an empty attribute means none, without a warning', () => {
    render(<SiteNavbar phone="" chat="  " />);
    expect(bar().querySelector('[part~="phone"], [part~="chat"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('SiteNavbar: the navbar-navigate callback', () => {
  it('is asked on a plain click of a menu link or the brand, with href, label and source', () => {
    const onNavbarNavigate = vi.fn(() => true);
    render(<SiteNavbar variant="landing" onNavbarNavigate={onNavbarNavigate} />);
    fireEvent.click(within(bar().querySelector('[part~="menu"]') as HTMLElement).getByRole('link', { name: 'Stats' }));
    fireEvent.click(brand());
    expect(onNavbarNavigate.mock.calls).toEqual([
      [{ href: '#stats', label: 'Stats', source: 'menu' }],
      [{ href: '/', label: COMPANY.name, source: 'brand' }],
    ]);
  });

  it('cancels the link only when it returns false; modifier clicks are left to the browser', () => {
    const onNavbarNavigate = vi.fn(() => false);
    render(<SiteNavbar items={[{ label: 'Courses', href: '/courses' }]} onNavbarNavigate={onNavbarNavigate} />);
    const link = within(bar().querySelector('[part~="menu"]') as HTMLElement).getByRole('link', { name: 'Courses' });
    expect(fireEvent.click(link)).toBe(false); // default prevented
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(onNavbarNavigate).toHaveBeenCalledTimes(1);
  });
});
