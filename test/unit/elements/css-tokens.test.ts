import { describe, expect, it } from 'vitest';
import * as elements from '../../../src/elements/index';
import type { ElementApi } from '../../../src/elements/kit/api';

/** Every declaration the package registers, as evaluated from source (descriptions are stripped only in builds). */
const declarations = Object.entries(elements as unknown as Record<string, ElementApi>)
  .filter(([name]) => name.endsWith('Api'))
  .map(([, api]) => api);

/** token → the distinct descriptions the declarations give it, and which elements list it. */
function tokenDescriptions() {
  const seen = new Map<string, { descriptions: Set<string>; tags: string[] }>();
  for (const api of declarations)
    for (const [token, description] of Object.entries(api.cssProperties ?? {})) {
      const entry = seen.get(token) ?? { descriptions: new Set<string>(), tags: [] };
      entry.descriptions.add(description);
      entry.tags.push(api.tag);
      seen.set(token, entry);
    }
  return seen;
}

describe('each --cf-* token is described once', () => {
  it('reads all seven declarations', () => {
    expect(declarations).toHaveLength(7);
  });

  it('every element that lists a token gives it the same description', () => {
    const differing = [...tokenDescriptions()]
      .filter(([, { descriptions }]) => descriptions.size > 1)
      .map(([token, { tags }]) => `${token} (${tags.join(', ')})`);
    expect(differing).toEqual([]);
  });
});
