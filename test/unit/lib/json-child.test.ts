import { describe, expect, expectTypeOf, it } from 'vitest';
import type { courseCatalogApi } from '../../../src/elements/course-catalog';
import type { EcosystemGridElement, ecosystemGridApi } from '../../../src/elements/ecosystem-grid';
import type { ElementComponentProps } from '../../../src/elements/kit/api';
import type { EcosystemItemInput } from '../../../src/lib/ecosystem-items';
import { JSON_CHILD_SOURCE, type JsonChildState, parseJsonChild } from '../../../src/lib/json-child';
import type { AppOpenDetail } from '../../../src/react/ecosystem-grid/types';

describe('parseJsonChild', () => {
  it('no child: nothing, unless the parser may still write one', () => {
    expect(parseJsonChild(null, false)).toBeUndefined();
    expect(parseJsonChild(null, true)).toEqual({ status: 'pending' });
  });

  it('valid JSON is ready, whatever it holds (validation comes later)', () => {
    expect(parseJsonChild('[1, {"a": 2}]', false)).toEqual({ status: 'ready', value: [1, { a: 2 }] });
    expect(parseJsonChild(' {"x": 1} ', true)).toEqual({ status: 'ready', value: { x: 1 } });
  });

  it.each(['[{oops', '', '   ', "[{'a': 1}]", '[1,]'])('malformed %j is an error naming the source', (text) => {
    const state = parseJsonChild(text, false);
    expect(state?.status).toBe('error');
    expect(state?.status === 'error' && state.problem.where).toBe(JSON_CHILD_SOURCE);
    expect(state?.status === 'error' && state.problem.message).toMatch(/^is not valid JSON \(.+\)$/);
  });

  it('a half-written text while the parser is still inside is pending, not an error', () => {
    expect(parseJsonChild('[{"title": "To', true)).toEqual({ status: 'pending' });
  });
});

describe('types', () => {
  it('an element declaring jsonChild hands its component the child as `jsonChild`; others do not', () => {
    type GridProps = ElementComponentProps<typeof ecosystemGridApi>;
    expectTypeOf<GridProps['jsonChild']>().toEqualTypeOf<JsonChildState | undefined>();
    expectTypeOf<GridProps['onAppOpen']>().parameter(0).toEqualTypeOf<AppOpenDetail>();
    expectTypeOf<EcosystemGridElement['items']>().toEqualTypeOf<EcosystemItemInput[] | null | undefined>();
    expectTypeOf<EcosystemGridElement['hideComingSoon']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<'jsonChild' extends keyof ElementComponentProps<typeof courseCatalogApi> ? 1 : 0>().toEqualTypeOf<0>();
  });
});
