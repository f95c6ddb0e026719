import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteNavbar } from '../../../../src/react/site-navbar/SiteNavbar';
import { isScrolledPast, SCROLL_THRESHOLD } from '../../../../src/react/site-navbar/useScrolled';
import { scrollWindowTo, spyOnConsole } from './fixtures';

spyOnConsole();

const bar = () => screen.getByRole('navigation');
const translucent = () => bar().hasAttribute('data-scrolled');
const state = () => ({ dataScrolled: bar().getAttribute('data-scrolled'), part: bar().getAttribute('part') });
const scroll = (y: number) => act(() => scrollWindowTo(y));

afterEach(() => scrollWindowTo(0));

describe('SiteNavbar: translucent once the page scrolls beyond 20px', () => {
  it('the threshold is 20px: 20 is not beyond it, 21 is', () => {
    expect(SCROLL_THRESHOLD).toBe(20);
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(20)).toBe(false);
    expect(isScrolledPast(21)).toBe(true);
    expect(isScrolledPast(20.5)).toBe(true);
  });

  it('opaque at 20px, translucent at 21px, opaque again at or above the threshold', () => {
    render(<SiteNavbar variant="landing" />);
    expect(translucent()).toBe(false);
    scroll(20);
    expect(translucent()).toBe(false);
    scroll(21);
    expect(translucent()).toBe(true);
    expect(bar().getAttribute('part')).toBe('bar translucent');
    scroll(500);
    expect(translucent()).toBe(true);
    scroll(20);
    expect(translucent()).toBe(false);
    expect(bar().getAttribute('part')).toBe('bar');
  });

  it('starts translucent when the page is already scrolled (a reload half-way down)', () => {
    scrollWindowTo(300);
    render(<SiteNavbar />);
    expect(state()).toEqual({ dataScrolled: '', part: 'bar translucent' });
  });

  // What the styles select (the alpha, the blur, motion only when allowed) is measured in a real browser:
  // test/element/site-navbar.layout.test.ts, "translucent past 20px of scroll".
  it('the state reaches the styles and host pages together: data-scrolled and the translucent part', () => {
    render(<SiteNavbar variant="landing" />);
    expect(state()).toEqual({ dataScrolled: null, part: 'bar' });
    scroll(21);
    expect(state()).toEqual({ dataScrolled: '', part: 'bar translucent' });
    scroll(0);
    expect(state()).toEqual({ dataScrolled: null, part: 'bar' });
  });
});

describe('SiteNavbar: one passive window scroll listener, removed on unmount', () => {
  it('adds exactly one passive listener and removes that same one', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<SiteNavbar variant="landing" />);
    const added = add.mock.calls.filter(([type]) => type === 'scroll');
    expect(added).toHaveLength(1);
    expect(added[0][2]).toEqual({ passive: true });
    expect(remove.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(0);
    unmount();
    const removed = remove.mock.calls.filter(([type]) => type === 'scroll');
    expect(removed).toHaveLength(1);
    expect(removed[0][1]).toBe(added[0][1]);
  });

  it('does not subscribe again when re-rendered with new props', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const { rerender } = render(<SiteNavbar variant="landing" />);
    rerender(<SiteNavbar variant="public" phone="+15550100" />);
    scroll(40);
    rerender(<SiteNavbar variant="private" />);
    expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
  });
});

describe('SiteNavbar: no sheet of its own (the element adopts its sheet, host rules included)', () => {
  it('adopts nothing into the shadow root it renders in', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const existing = new CSSStyleSheet();
    root.adoptedStyleSheets = [existing];
    const container = document.createElement('div');
    root.append(container);
    const { unmount } = render(<SiteNavbar />, { container });
    expect(root.adoptedStyleSheets).toEqual([existing]);
    unmount();
    host.remove();
  });

  it('adds nothing to the document when rendered outside a shadow root', () => {
    const before = document.adoptedStyleSheets.length;
    render(<SiteNavbar />);
    expect(document.adoptedStyleSheets.length).toBe(before);
  });
});
