import { afterEach, describe, expect, it } from 'vitest';
import { createPageViews, PAGE_VIEWS_KEY, type PageViewsWindow } from '../../../src/lib/page-views';

type Fake = PageViewsWindow & EventTarget & { navigation?: EventTarget & { currentEntry: { url: string } } };

/** A window at `href`, with the Navigation API (`go` moves it) or without (then only popstate). */
function fakeWindow(href: string, withNavigation = true) {
  const win = new EventTarget() as Fake;
  win.location = { href };
  if (withNavigation) win.navigation = Object.assign(new EventTarget(), { currentEntry: { url: href } });
  const go = (url: string, navigationType: string) => {
    win.location.href = url;
    if (win.navigation) {
      win.navigation.currentEntry = { url };
      win.navigation.dispatchEvent(Object.assign(new Event('currententrychange'), { navigationType }));
    } else if (navigationType === 'traverse') win.dispatchEvent(new Event('popstate'));
  };
  return { win, go };
}

const stored = () => JSON.parse(localStorage.getItem(PAGE_VIEWS_KEY) ?? 'null');

afterEach(() => localStorage.clear());

describe('createPageViews', () => {
  it('counts this document load, and every later load on top of the stored count', () => {
    const first = createPageViews(fakeWindow('https://site.test/').win);
    expect(first.count()).toBe(1);
    first.stop();
    const second = createPageViews(fakeWindow('https://site.test/about').win);
    expect(second.count()).toBe(2);
    expect(stored()).toEqual({ views: 2 });
    second.stop();
  });

  it('counts navigations to another path (push, traverse), not to a #hash or a replace, and notifies', () => {
    const { win, go } = fakeWindow('https://site.test/');
    const views = createPageViews(win);
    let notified = 0;
    views.subscribe(() => notified++);
    go('https://site.test/#stats', 'push');
    go('https://site.test/login', 'replace');
    expect(views.count()).toBe(1);
    go('https://site.test/courses', 'push');
    go('https://site.test/login', 'traverse');
    expect(views.count()).toBe(3);
    expect(notified).toBe(2);
    expect(stored()).toEqual({ views: 3 });
    views.stop();
    go('https://site.test/other', 'push');
    expect(views.count()).toBe(3);
  });

  it('without the Navigation API, back and forward (popstate) still count', () => {
    const { win, go } = fakeWindow('https://site.test/', false);
    const views = createPageViews(win);
    go('https://site.test/a', 'traverse');
    expect(views.count()).toBe(2);
    views.stop();
  });

  it('without the Navigation API, a click that pushed another path counts (after the click handlers ran)', async () => {
    const { win } = fakeWindow('https://site.test/', false);
    const views = createPageViews(win);
    win.dispatchEvent(new Event('click'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(views.count(), 'a click that moved nowhere').toBe(1);
    win.dispatchEvent(new Event('click'));
    win.location.href = 'https://site.test/courses'; // the router's pushState, in the click handler
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(views.count()).toBe(2);
    views.stop();
  });

  it('garbage in storage counts from zero', () => {
    localStorage.setItem(PAGE_VIEWS_KEY, '{"views":"many"}');
    const views = createPageViews(fakeWindow('https://site.test/').win);
    expect(views.count()).toBe(1);
    views.stop();
  });
});
