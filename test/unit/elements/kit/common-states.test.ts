/**
 * The custom states every element has are named once (kit/common-states.ts, read by the manifest): the states the
 * kit sets in step with the page are exactly those.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COMMON_STATES } from '../../../../src/elements/kit/common-states';
import { syncPageStates } from '../../../../src/elements/kit/custom-states';

/** Stands in for ElementInternals: records every state the kit names. */
function recordingInternals() {
  const named = new Set<string>();
  const states = new Set<string>();
  const internals = {
    states: {
      add: (state: string) => named.add(state) && states.add(state),
      delete: (state: string) => named.add(state) && states.delete(state),
    },
  } as unknown as ElementInternals;
  return { internals, named, states };
}

afterEach(() => document.documentElement.classList.remove('dark', 'cf-reduce-motion'));

describe('COMMON_STATES', () => {
  it('names every state syncPageStates sets, and no other', () => {
    const { internals, named, states } = recordingInternals();
    syncPageStates(internals, 'dark');
    expect([...named].sort()).toEqual(Object.keys(COMMON_STATES).sort());
    expect([...states]).toEqual(['dark']);
    document.documentElement.classList.add('cf-reduce-motion');
    syncPageStates(internals, undefined);
    expect([...states]).toEqual(['reduced-motion']);
  });
});
