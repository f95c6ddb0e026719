import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteNavbar } from '../../../../src/react/site-navbar/SiteNavbar';
import { menuButton, mobileMenu, spyOnConsole } from './fixtures';

spyOnConsole();

const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true' && !mobileMenu().hidden;
const isClosed = () => menuButton().getAttribute('aria-expanded') === 'false' && mobileMenu().hidden;
const menuLink = (name: string) => within(mobileMenu()).getByRole('link', { name });

describe('SiteNavbar: the mobile menu (disclosure)', () => {
  it('is a button with aria-expanded and aria-controls that toggles the menu open and closed', async () => {
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    expect(isClosed()).toBe(true);
    expect(within(mobileMenu()).queryAllByRole('link')).toEqual([]);
    await user.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(
      within(mobileMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Categories', 'Stats', 'Testimonials']);
    await user.click(menuButton());
    expect(isClosed()).toBe(true);
  });

  it('opens with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await user.keyboard(' ');
    expect(isClosed()).toBe(true);
  });

  it('closes on Escape from a menu link, and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    await user.click(menuButton());
    menuLink('Stats').focus();
    await user.keyboard('{Escape}');
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on Escape from the button itself; Escape while closed does nothing', async () => {
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(menuButton());
    const notPrevented = fireEvent.keyDown(menuButton(), { key: 'Escape' });
    expect(notPrevented).toBe(true); // not prevented: the page may use Escape for its own things
  });
});

describe('SiteNavbar: choosing a link in the mobile menu', () => {
  let section: HTMLElement | undefined;
  afterEach(() => {
    section?.remove();
    section = undefined;
  });

  it('closes the menu and moves focus to the section of an in-page link', async () => {
    section = document.createElement('section');
    section.id = 'stats';
    document.body.append(section);
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    await user.click(menuButton());
    await user.click(menuLink('Stats'));
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves a focusable target’s own tabindex alone', async () => {
    section = document.createElement('a');
    section.id = 'home';
    section.setAttribute('href', '/elsewhere');
    document.body.append(section);
    const user = userEvent.setup();
    render(<SiteNavbar variant="landing" />);
    await user.click(menuButton());
    await user.click(menuLink('Home'));
    expect(document.activeElement).toBe(section);
    expect(section.hasAttribute('tabindex')).toBe(false);
  });

  it('returns focus to the button when the section does not exist or the link leads to another page', async () => {
    const user = userEvent.setup();
    render(
      <SiteNavbar
        items={[
          { label: 'Missing', href: '#missing' },
          { label: 'Courses', href: '/courses' },
        ]}
        onNavbarNavigate={() => false}
      />,
    );
    await user.click(menuButton());
    await user.click(menuLink('Missing'));
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(menuButton());
    await user.click(menuButton());
    await user.click(menuLink('Courses'));
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it('stays open on a modifier click (a new tab)', async () => {
    render(<SiteNavbar variant="landing" />);
    fireEvent.click(menuButton());
    fireEvent.click(menuLink('Stats'), { ctrlKey: true });
    expect(isOpen()).toBe(true);
  });

  it('a click in the row of wide-screen links leaves focus alone', () => {
    render(<SiteNavbar variant="landing" />);
    const link = within(screen.getByRole('navigation').querySelector('[part~="menu"]') as HTMLElement).getByRole(
      'link',
      { name: 'Stats' },
    );
    link.focus();
    fireEvent.click(link);
    expect(document.activeElement).toBe(link);
  });
});

describe('SiteNavbar: the mobile menu closes when the element grows past the breakpoint', () => {
  type Callback = (entries: Array<{ contentRect: { width: number } }>) => void;
  const observers: Array<{ callback: Callback; observed: Element[]; disconnected: boolean }> = [];

  function mockResizeObserver() {
    observers.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: Callback) {
          this.record = { callback, observed: [], disconnected: false };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.observed.push(target);
        }
        unobserve() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
  }
  const resizeTo = (width: number) =>
    act(() => {
      for (const o of observers.filter((o) => !o.disconnected)) o.callback([{ contentRect: { width } }]);
    });

  afterEach(() => vi.unstubAllGlobals());

  it('watches the bar only while open, and closes at the breakpoint (not below it)', () => {
    mockResizeObserver();
    render(<SiteNavbar variant="landing" />);
    expect(observers).toHaveLength(0);
    fireEvent.click(menuButton());
    expect(observers).toHaveLength(1);
    expect(observers[0].observed).toEqual([screen.getByRole('navigation')]);
    // 768px: the @3xl container queries' 48rem (the element test checks the CSS agrees in a real browser).
    resizeTo(767);
    expect(isOpen()).toBe(true);
    resizeTo(768);
    expect(isClosed()).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('moves focus from a link in the menu, about to be hidden, to the same link in the bar', () => {
    mockResizeObserver();
    render(<SiteNavbar variant="landing" />);
    fireEvent.click(menuButton());
    menuLink('Stats').focus();
    resizeTo(900);
    expect(isClosed()).toBe(true);
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('[part~="menu"]')).not.toBeNull();
    expect(focused.getAttribute('href')).toBe('#stats');
  });

  it('moves focus from the menu button, about to be hidden, to the brand', () => {
    mockResizeObserver();
    render(<SiteNavbar variant="landing" />);
    fireEvent.click(menuButton());
    menuButton().focus();
    resizeTo(900);
    expect(isClosed()).toBe(true);
    expect(document.activeElement?.getAttribute('part')).toBe('brand');
  });

  it('leaves focus alone when it is elsewhere', () => {
    mockResizeObserver();
    const outside = document.createElement('button');
    document.body.append(outside);
    render(<SiteNavbar variant="landing" />);
    fireEvent.click(menuButton());
    outside.focus();
    resizeTo(900);
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
