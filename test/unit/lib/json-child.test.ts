import { describe, expect, expectTypeOf, it } from 'vitest';
import type { courseCatalogApi } from '../../../src/elements/course-catalog';
import type { EcosystemGridElement, ecosystemGridApi } from '../../../src/elements/ecosystem-grid';
import type { ElementComponentProps } from '../../../src/elements/kit/api';
import { childTextState, leftoverText } from '../../../src/lib/child-text';
import type { EcosystemItemInput } from '../../../src/lib/ecosystem-items';
import { JSON_CHILD_SOURCE, type JsonChildState, jsonChildState, parseJsonChild } from '../../../src/lib/json-child';
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
    expect(state?.status === 'error' && state.problem.message).toMatch(
      /^is not valid JSON \(it stops being valid at character \d+\)$/,
    );
  });

  it('a half-written text while the parser is still inside is pending, not an error', () => {
    expect(parseJsonChild('[{"title": "To', true)).toEqual({ status: 'pending' });
  });
});

describe('childTextState: an element without a JSON child', () => {
  const host = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return leftoverText(element);
  };

  it('no content, or only whitespace, is no data (undefined: the element’s defaults)', () => {
    expect(childTextState(host(''))).toBeUndefined();
    expect(childTextState(host('\n \t\r\n'))).toBeUndefined();
    expect(childTextState(host('<p>  </p>\n'))).toBeUndefined();
  });

  it('any text left, at any depth, is the `text` state (a sanitizer’s leftover)', () => {
    expect(childTextState(host('[{"title": "A"}]'))).toEqual({ status: 'text' });
    expect(childTextState(host('<p>[{"title": "A"}]</p>'))).toEqual({ status: 'text' });
    expect(childTextState(host('\n  x  \n'))).toEqual({ status: 'text' });
  });

  it('structured data (a JSON-LD script: the catalog’s own, or the page’s) is not a leftover', () => {
    const jsonLd = '<script type="application/ld+json" data-cf-structured-data>{"@type":"ItemList"}</script>';
    expect(childTextState(host(jsonLd))).toBeUndefined();
    expect(childTextState(host(`\n${jsonLd}\n`))).toBeUndefined();
    expect(childTextState(host('<script type=" Application/LD+JSON ">{}</script>'))).toBeUndefined();
    // Beside text, the text is still the leftover.
    expect(childTextState(host(`${jsonLd}<p>[{"title": "A"}]</p>`))).toEqual({ status: 'text' });
  });
});

describe('jsonChildState: the one reading of the light DOM, browser and server', () => {
  const host = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };

  it('the text of scripts, styles and templates is not leftover text: another script beside the data is no error', () => {
    expect(leftoverText(host('<script type="application/ld+json">{"@type":"ItemList"}</script>'))).toBe('');
    expect(leftoverText(host('<style>p{}</style><template>x</template>'))).toBe('');
    expect(leftoverText(host('<p>a<b>b</b></p>c<script>d</script>'))).toBe('abc');
    expect(jsonChildState(null, leftoverText(host('<script type="application/ld+json">{}</script>')), false)).toBe(
      undefined,
    );
  });

  it('a JSON child wins over any leftover; text with none is the `text` state; pending while the parser writes', () => {
    expect(jsonChildState('[1]', 'x', false)).toEqual({ status: 'ready', value: [1] });
    expect(jsonChildState(null, ' x ', false)).toEqual({ status: 'text' });
    expect(jsonChildState(null, ' \n', false)).toBeUndefined();
    expect(jsonChildState(null, 'x', true)).toEqual({ status: 'pending' });
  });

  it('invalid JSON says where it stops being valid, in our words (not the engine’s)', () => {
    expect(jsonChildState('[{"a": 1,}]', '', false)).toEqual({
      status: 'error',
      problem: {
        where: JSON_CHILD_SOURCE,
        message: 'is not valid JSON (it stops being valid at character 10)',
        position: 10,
      },
    });
  });
});

describe('types', () => {
  it('an element declaring jsonChild hands its component the child as `jsonChild`; others do not', () => {
    type GridProps = ElementComponentProps<typeof ecosystemGridApi>;
    expectTypeOf<GridProps['jsonChild']>().toEqualTypeOf<JsonChildState | undefined>();
    expectTypeOf<GridProps['onAppOpen']>().parameter(0).toEqualTypeOf<AppOpenDetail>();
    expectTypeOf<EcosystemGridElement['items']>().toEqualTypeOf<EcosystemItemInput[] | null | undefined>();
    expectTypeOf<EcosystemGridElement['hideComingSoon']>().toEqualTypeOf<boolean | null | undefined>();
    // The catalog reads its JSON child as the grid does.
    expectTypeOf<ElementComponentProps<typeof courseCatalogApi>['jsonChild']>().toEqualTypeOf<
      JsonChildState | undefined
    >();
  });
});
