import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageDark, subscribePageTheme } from '../../../src/lib/page-theme';

const root = document.documentElement;
// MutationObserver callbacks run as microtasks.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  root.classList.remove('dark');
});

describe('page theme', () => {
  it('reads the dark class on the root element', () => {
    expect(isPageDark()).toBe(false);
    root.classList.add('dark');
    expect(isPageDark()).toBe(true);
  });

  it('notifies every listener when the dark class changes, and only then', async () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribePageTheme(a);
    const offB = subscribePageTheme(b);
    root.classList.add('dark');
    await flush();
    expect(a.mock.calls).toEqual([[true]]);
    expect(b.mock.calls).toEqual([[true]]);

    root.classList.add('other');
    await flush();
    expect(a).toHaveBeenCalledTimes(1);

    root.classList.remove('dark', 'other');
    await flush();
    expect(a.mock.calls).toEqual([[true], [false]]);
    offA();
    offB();
  });

  it('stops notifying after unsubscribing', async () => {
    const listener = vi.fn();
    const off = subscribePageTheme(listener);
    off();
    root.classList.add('dark');
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps notifying the remaining listeners when one leaves', async () => {
    const stays = vi.fn();
    const leaves = vi.fn();
    const offStays = subscribePageTheme(stays);
    subscribePageTheme(leaves)();
    root.classList.add('dark');
    await flush();
    expect(stays).toHaveBeenCalledWith(true);
    expect(leaves).not.toHaveBeenCalled();
    offStays();
  });

  it('starts from the current theme when a new subscription begins after a change', async () => {
    root.classList.add('dark');
    const listener = vi.fn();
    const off = subscribePageTheme(listener);
    root.classList.add('unrelated');
    await flush();
    // Still dark: nothing to report.
    expect(listener).not.toHaveBeenCalled();
    root.classList.remove('dark');
    await flush();
    expect(listener.mock.calls).toEqual([[false]]);
    off();
    root.classList.remove('unrelated');
  });
});
