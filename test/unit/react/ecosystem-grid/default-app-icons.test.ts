/**
 * The default apps' chunk carries the drawings of the icons they name (default-app-icons.ts, written by
 * scripts/gen-default-app-icons.mjs), so a default grid draws them without a request of its own. Fails when an app's
 * icon changes, or an icon's drawing does, until the script is run again.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ECOSYSTEM } from '../../../../src/data/ecosystem';
import { iconName } from '../../../../src/lib/ecosystem-icons';
import { DEFAULT_APP_ICONS } from '../../../../src/react/ecosystem-grid/default-app-icons';

const DRAWINGS = import.meta.glob<string>('../../../../src/react/ecosystem-grid/icon-data/*.ts', {
  eager: true,
  import: 'default',
});

describe("the default apps' icons", () => {
  it('are exactly the icons the default apps name, each drawn as its own module draws it', () => {
    const named = [...new Set(DEFAULT_ECOSYSTEM.map((app) => iconName(app.icon)))].sort();
    expect(named).not.toContain(null);
    expect(Object.keys(DEFAULT_APP_ICONS).sort()).toEqual(named);
    for (const name of named) {
      expect(DEFAULT_APP_ICONS[name as string], name as string).toBe(
        DRAWINGS[`../../../../src/react/ecosystem-grid/icon-data/${name}.ts`],
      );
    }
  });
});
