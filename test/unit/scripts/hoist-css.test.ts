// @vitest-environment node
/**
 * scripts/hoist-css.ts: what element sheets share moves into the base sheet, without changing any element's
 * cascade. And the real sheets: planned from Tailwind's compiler, every rule an element had is still adopted by it.
 */
import { describe, expect, it } from 'vitest';
import { planSheets } from '../../../scripts/element-sheets';
import { hoistShared, propertyFamilies, splitTopLevel } from '../../../scripts/hoist-css';

const utilitiesOf = (css: string) => {
  const layer = splitTopLevel(css).find((node) => node.prelude === '@layer utilities');
  return layer?.body === undefined ? [] : splitTopLevel(layer.body).map((n) => `${n.prelude}{${n.body}}`);
};

describe('hoistShared', () => {
  const props = '@layer properties{:host, *,:before,:after,::backdrop{--tw-a:0;--tw-b:0}}';
  it('moves rules, theme variables and keyframes two sheets share into the base, once, and out of both', () => {
    const a = `${props}@layer theme{:root,:host{--x:1;--y:2}}@layer utilities{.flex{display:flex}.p-1{padding:1px}}@keyframes k{to{opacity:0}}`;
    const b = `@layer properties{:host, *,:before,:after,::backdrop{--tw-a:0}}@layer theme{:root,:host{--x:1}}@layer utilities{.flex{display:flex}.m-1{margin:1px}}@keyframes k{to{opacity:0}}`;
    const { base, elements } = hoistShared('@layer base{.r{color:red}}', { a, b });
    expect(base).toBe(
      '@layer base{.r{color:red}}@layer properties{:host, *,:before,:after,::backdrop{--tw-a:0}}' +
        '@layer theme{:root,:host{--x:1}}@layer utilities{.flex{display:flex}}@keyframes k{to{opacity:0}}',
    );
    expect(elements.a).toBe(
      '@layer properties{:host, *,:before,:after,::backdrop{--tw-b:0}}@layer theme{:root,:host{--y:2}}@layer utilities{.p-1{padding:1px}}',
    );
    expect(elements.b).toBe('@layer utilities{.m-1{margin:1px}}');
  });

  it('keeps a shared rule in a sheet where it must still follow a rule that stays (same property)', () => {
    // In a, `.px-2` (kept) comes before the shared `.p-4`: moved to the base, .p-4 would lose to .px-2.
    const a = '@layer utilities{.px-2{padding-inline:2px}.p-4{padding:4px}.flex{display:flex}}';
    const b = '@layer utilities{.p-4{padding:4px}.flex{display:flex}}';
    const { base, elements } = hoistShared('', { a, b });
    expect(utilitiesOf(base)).toEqual(['.p-4{padding:4px}', '.flex{display:flex}']);
    expect(utilitiesOf(elements.a)).toEqual(['.px-2{padding-inline:2px}', '.p-4{padding:4px}']);
    expect(utilitiesOf(elements.b)).toEqual([]);
  });

  it('moves only what the predicate accepts, and keeps the order the sheets agree on', () => {
    const a = '@layer utilities{.a{color:red}.b{display:block}.c{opacity:0}}';
    const b = '@layer utilities{.a{color:red}.c{opacity:0}}';
    const c = '@layer utilities{.b{display:block}.c{opacity:0}}';
    const { base, elements } = hoistShared('', { a, b, c }, (users) => users.includes('a') && users.length >= 2);
    expect(utilitiesOf(base)).toEqual(['.a{color:red}', '.b{display:block}', '.c{opacity:0}']);
    expect(utilitiesOf(elements.a)).toEqual([]);
    expect(utilitiesOf(elements.c)).toEqual([]);
    const onlyBc = hoistShared('', { a, b, c }, (users) => !users.includes('a'));
    expect(utilitiesOf(onlyBc.base)).toEqual([]);
  });

  it('stops the build when the sheets order shared rules differently', () => {
    const a = '@layer utilities{.a{color:red}.b{display:block}}';
    const b = '@layer utilities{.b{display:block}.a{color:red}}';
    expect(() => hoistShared('', { a, b })).toThrow(/order/);
  });
});

describe('propertyFamilies', () => {
  it('groups shorthands with their longhands and reads nested rules', () => {
    expect(propertyFamilies('.x{top:0;row-gap:1px;&:hover{@media (hover:hover){border-radius:2px}}}')).toEqual(
      new Set(['inset', 'gap', 'border']),
    );
    expect(propertyFamilies('.i{inset:0}')).toEqual(new Set(['inset', 'top', 'right', 'bottom', 'left']));
    expect(propertyFamilies('.s{--tw-shadow:0 0 #0000;box-shadow:var(--tw-shadow)}')).toEqual(
      new Set(['--tw-shadow', 'box']),
    );
  });

  it('tells apart the sides of a box, a font’s longhands, flex and alignment, where they do not overlap', () => {
    const overlap = (a: string, b: string) =>
      [...propertyFamilies(`.a{${a}}`)].some((family) => propertyFamilies(`.b{${b}}`).has(family));
    // Different sides or axes, different longhands: a rule may move before the other.
    for (const [a, b] of [
      ['margin-top:0', 'margin-bottom:0'],
      ['padding-inline:0', 'padding-block:0'],
      ['padding-block-start:0', 'padding-block-end:0'],
      ['font-size:1px;line-height:1', 'font-weight:700'],
      ['flex:1', 'flex-direction:column'],
      ['align-items:end', 'justify-content:center'],
    ])
      expect(overlap(a, b), `${a} / ${b}`).toBe(false);
    // A shorthand and its longhands, a physical side and any logical one (writing modes), the same property.
    for (const [a, b] of [
      ['padding:0', 'padding-inline:0'],
      ['padding:0', 'padding-top:0'],
      ['margin-top:0', 'margin-inline-start:0'],
      ['margin-left:0', 'margin-block-end:0'],
      ['margin-block:0', 'margin-block-start:0'],
      ['font:12px serif', 'line-height:1'],
      ['font:12px serif', 'font-weight:700'],
      ['font-variant:normal', 'font-variant-numeric:normal'],
      ['flex:1', 'flex-grow:2'],
      ['flex-flow:row', 'flex-wrap:wrap'],
      ['place-items:center', 'justify-items:start'],
      ['font-weight:400', 'font-weight:700'],
    ])
      expect(overlap(a, b), `${a} / ${b}`).toBe(true);
  });
});

describe('the real sheets', () => {
  it('each element still adopts, in base + own, every utility rule its own compiled sheet had, in an order that keeps its cascade', async () => {
    const { compiled, hoisted } = await planSheets('course-catalog');
    const [baseFile, ...elementFiles] = [...compiled.keys()];
    const base = utilitiesOf(hoisted.get(baseFile) as string);
    expect(base.length).toBeGreaterThan(20);
    for (const file of elementFiles) {
      const before = utilitiesOf(compiled.get(file) as string);
      const own = utilitiesOf(hoisted.get(file) as string);
      const adopted = [...base, ...own];
      for (const rule of before) expect(adopted, `${file}: ${rule}`).toContain(rule);
      expect(own.length, file).toBeLessThan(before.length);
      // Two rules that may set the same property apply in the same order as before (the later copy counts).
      const at = (rule: string) => adopted.lastIndexOf(rule);
      before.forEach((earlier, i) => {
        for (const later of before.slice(i + 1)) {
          const conflict = [...propertyFamilies(earlier)].some((family) => propertyFamilies(later).has(family));
          if (conflict) expect(at(earlier), `${file}: ${earlier} before ${later}`).toBeLessThan(at(later));
        }
      });
    }
  }, 60_000);
});
