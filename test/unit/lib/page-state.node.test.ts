// @vitest-environment node
/**
 * Without a DOM (server rendering imports every entry in Node), the page state module does nothing: no observer,
 * no media query, no error; every element and React host component renders light.
 */
import { describe, expect, it } from 'vitest';
import { readPageState, subscribePageState, themeIsDark } from '../../../src/lib/page-state';

describe('page state in Node', () => {
  it('reads the defaults, and subscribing neither throws nor listens', () => {
    expect(typeof matchMedia).toBe('undefined');
    expect(readPageState()).toEqual({ dark: false, reducedMotion: false, systemDark: false });
    const off = subscribePageState(() => {});
    off();
    expect(themeIsDark('system', readPageState())).toBe(false);
  });
});
