import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageState, readPageState, subscribePageState, themeIsDark } from '../../../src/lib/page-state';

const root = document.documentElement;
// MutationObserver callbacks run as microtasks.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  root.classList.remove('dark', 'cf-reduce-motion');
  vi.unstubAllGlobals();
});

const light = { dark: false, reducedMotion: false, systemDark: false };
const dark = { dark: true, reducedMotion: false, systemDark: false };

/** The system colour scheme as a test sets it: `matchMedia` stubbed, counting the lists made and their listeners. */
function stubSystemScheme(initiallyDark: boolean) {
  const QUERY = '(prefers-color-scheme: dark)';
  const list = Object.assign(new EventTarget(), { media: QUERY, matches: initiallyDark });
  const listeners = { added: 0, removed: 0 };
  const add = list.addEventListener.bind(list);
  const remove = list.removeEventListener.bind(list);
  list.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    listeners.added++;
    add(...args);
  };
  list.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    listeners.removed++;
    remove(...args);
  };
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return list;
  });
  return {
    queries,
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    },
  };
}

describe('page theme', () => {
  it('reads the dark and reduced-motion classes on the root element', () => {
    expect(readPageState()).toEqual(light);
    root.classList.add('dark');
    expect(readPageState()).toEqual(dark);
    root.classList.add('cf-reduce-motion');
    expect(readPageState()).toEqual({ dark: true, reducedMotion: true, systemDark: false });
  });

  it('notifies a reduced-motion change too', async () => {
    const listener = vi.fn();
    const off = subscribePageState(listener);
    root.classList.add('cf-reduce-motion');
    await flush();
    expect(listener.mock.calls).toEqual([[{ dark: false, reducedMotion: true, systemDark: false }]]);
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

describe('the system colour scheme (for theme="system")', () => {
  it('reads prefers-color-scheme through matchMedia', () => {
    const system = stubSystemScheme(true);
    expect(readPageState()).toEqual({ dark: false, reducedMotion: false, systemDark: true });
    expect(system.queries).toEqual(['(prefers-color-scheme: dark)']);
  });

  it('is light where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(readPageState().systemDark).toBe(false);
  });

  it('notifies a change of the system setting at once, through one listener for the page', () => {
    const system = stubSystemScheme(false);
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribePageState(a);
    const offB = subscribePageState(b);
    expect(system.listeners.added).toBe(1);
    system.set(true); // synchronously: no observer to wait for
    expect(a.mock.calls).toEqual([[{ ...light, systemDark: true }]]);
    expect(b.mock.calls).toEqual([[{ ...light, systemDark: true }]]);
    system.set(false);
    expect(a.mock.calls.at(-1)).toEqual([light]);
    offA();
    expect(system.listeners.removed).toBe(0);
    offB();
    expect(system.listeners.removed).toBe(1);
    system.set(true);
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('a read between a change and its event does not swallow the event (Chromium evaluates a list on read)', () => {
    // Chromium's lists: each keeps the value it last evaluated, re-evaluates when `matches` is read, and fires
    // `change` at the next rendering step only if the value differs from the one it kept.
    let systemDark = false;
    const lists: { list: EventTarget; kept: boolean }[] = [];
    vi.stubGlobal('matchMedia', (media: string) => {
      const entry = { list: new EventTarget(), kept: systemDark };
      Object.defineProperties(entry.list, {
        media: { value: media },
        matches: {
          get: () => {
            entry.kept = systemDark;
            return systemDark;
          },
        },
      });
      lists.push(entry);
      return entry.list;
    });
    const renderingStep = () => {
      for (const entry of lists) {
        if (entry.kept === systemDark) continue;
        entry.kept = systemDark;
        entry.list.dispatchEvent(new Event('change'));
      }
    };
    const listener = vi.fn();
    const off = subscribePageState(listener);
    systemDark = true;
    expect(readPageState().systemDark).toBe(true); // an element connecting before the event, say
    renderingStep();
    expect(listener.mock.calls).toEqual([[{ ...light, systemDark: true }]]);
    off();
  });

  it('a new subscription after the last one left listens again', () => {
    const system = stubSystemScheme(false);
    subscribePageState(vi.fn())();
    const listener = vi.fn();
    const off = subscribePageState(listener);
    expect(system.listeners.added).toBe(2);
    system.set(true);
    expect(listener).toHaveBeenCalledWith({ ...light, systemDark: true });
    off();
  });
});

describe('themeIsDark: which signals each value of `theme` follows', () => {
  const page = (pageDark: boolean, systemDark: boolean): PageState => ({
    dark: pageDark,
    reducedMotion: false,
    systemDark,
  });
  // [theme, page's dark class, system dark] → dark
  const cases: [unknown, boolean, boolean, boolean][] = [
    // absent: the page's class only, whatever the system says
    [undefined, false, false, false],
    [undefined, false, true, false],
    [undefined, true, false, true],
    [undefined, true, true, true],
    // light and dark: forced
    ['light', true, true, false],
    ['dark', false, false, true],
    // system: the system setting only, whatever the page's class says
    ['system', false, false, false],
    ['system', true, false, false],
    ['system', false, true, true],
    ['system', true, true, true],
    // what the element warned about and dropped is absent; a React host's unchecked value acts the same
    ['purple', true, false, true],
    ['System', false, true, false],
  ];
  it.each(cases)('theme %s, page dark %s, system dark %s → dark %s', (theme, pageDark, systemDark, expected) => {
    expect(themeIsDark(theme, page(pageDark, systemDark))).toBe(expected);
  });
});
