import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageState, subscribePageState } from '../../../src/lib/page-state';

const root = document.documentElement;
// MutationObserver callbacks run as microtasks.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  root.classList.remove('dark', 'cf-reduce-motion');
});

const light = { dark: false, reducedMotion: false };
const dark = { dark: true, reducedMotion: false };

describe('page theme', () => {
  it('reads the dark and reduced-motion classes on the root element', () => {
    expect(readPageState()).toEqual(light);
    root.classList.add('dark');
    expect(readPageState()).toEqual(dark);
    root.classList.add('cf-reduce-motion');
    expect(readPageState()).toEqual({ dark: true, reducedMotion: true });
  });

  it('notifies a reduced-motion change too', async () => {
    const listener = vi.fn();
    const off = subscribePageState(listener);
    root.classList.add('cf-reduce-motion');
    await flush();
    expect(listener.mock.calls).toEqual([[{ dark: false, reducedMotion: true }]]);
    off();
  });

  it('notifies every listener when the dark class changes, and only then', async () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribePageState(a);
    const offB = subscribePageState(b);
    root.classList.add('dark');
    await flush();
    expect(a.mock.calls).toEqual([[dark]]);
    expect(b.mock.calls).toEqual([[dark]]);

    root.classList.add('other');
    await flush();
    expect(a).toHaveBeenCalledTimes(1);

    root.classList.remove('dark', 'other');
    await flush();
    expect(a.mock.calls).toEqual([[dark], [light]]);
    offA();
    offB();
  });

  it('stops notifying after unsubscribing', async () => {
    const listener = vi.fn();
    const off = subscribePageState(listener);
    off();
    root.classList.add('dark');
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps notifying the remaining listeners when one leaves', async () => {
    const stays = vi.fn();
    const leaves = vi.fn();
    const offStays = subscribePageState(stays);
    subscribePageState(leaves)();
    root.classList.add('dark');
    await flush();
    expect(stays).toHaveBeenCalledWith(dark);
    expect(leaves).not.toHaveBeenCalled();
    offStays();
  });

  it('starts from the current theme when a new subscription begins after a change', async () => {
    root.classList.add('dark');
    const listener = vi.fn();
    const off = subscribePageState(listener);
    root.classList.add('unrelated');
    await flush();
    // Still dark: nothing to report.
    expect(listener).not.toHaveBeenCalled();
    root.classList.remove('dark');
    await flush();
    expect(listener.mock.calls).toEqual([[light]]);
    off();
    root.classList.remove('unrelated');
  });
});
