// @vitest-environment node
/**
 * custom-elements.json's `x-messages` (scripts/manifest): each element's messages generated from the English
 * catalogue the elements run with (src/lib/i18n/en, `englishByElement`), and `lang`, `dir` and `strings` documented
 * on every element.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ElementDeclaration,
  messageEntry,
  placeholdersOf,
  readDeclarations,
  readElementList,
} from '../../../scripts/manifest/declarations.mjs';
import { customElementsManifest, MESSAGES_FIELD } from '../../../scripts/manifest/formats.mjs';
import { englishByElement } from '../../../src/lib/i18n/en';

type Message = {
  key: string;
  text: string;
  placeholders: string[];
  plural: boolean;
  variants?: Record<string, string>;
  description?: string;
};
type Declaration = {
  tagName: string;
  customElement?: boolean;
  attributes: { name: string; fieldName?: string; type?: { text: string }; description?: string }[];
  'x-messages': Message[];
};

let declarations: ElementDeclaration[];
let elements: Declaration[];

beforeAll(() => {
  declarations = readDeclarations();
  const manifest = customElementsManifest(declarations);
  elements = manifest.modules
    .flatMap((module: { declarations: Declaration[] }) => module.declarations)
    .filter((declaration: Declaration) => declaration.customElement);
}, 60_000);

const catalogueOf = (tag: string): Record<string, unknown> =>
  (englishByElement as Record<string, Record<string, unknown>>)[tag] ?? {};

describe('x-messages', () => {
  it('is the field the docs read', () => {
    expect(MESSAGES_FIELD).toBe('x-messages');
  });

  it("lists every element's English catalogue, key for key, in its order, with the same text", () => {
    expect(elements.map((element) => element.tagName)).toEqual(readElementList());
    let total = 0;
    for (const element of elements) {
      const catalogue = catalogueOf(element.tagName);
      const messages = element[MESSAGES_FIELD];
      expect(
        messages.map((message) => message.key),
        element.tagName,
      ).toEqual(Object.keys(catalogue));
      for (const message of messages) {
        const english = catalogue[message.key];
        if (typeof english === 'string') {
          expect(message, `${element.tagName}.${message.key}`).toMatchObject({ text: english, plural: false });
          expect(message.variants).toBeUndefined();
        } else {
          expect(message, `${element.tagName}.${message.key}`).toMatchObject({
            text: (english as { other: string }).other,
            plural: true,
            variants: english,
          });
        }
      }
      total += messages.length;
    }
    // Every message of the catalogue is somewhere in the manifest (none lost to an element missing from the list).
    const catalogued = Object.values(englishByElement).reduce((sum, messages) => sum + Object.keys(messages).length, 0);
    expect(total).toBe(catalogued);
    expect(total).toBeGreaterThan(90);
  });

  it('names each placeholder written in the text (every plural variant too), once, in order', () => {
    for (const element of elements) {
      for (const message of element[MESSAGES_FIELD]) {
        const texts = [message.text, ...Object.values(message.variants ?? {})];
        const written = new Set(texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1])));
        expect(new Set(message.placeholders), `${element.tagName}.${message.key}`).toEqual(written);
        expect(message.placeholders.length).toBe(written.size);
      }
    }
    const messages = Object.fromEntries(
      elements.flatMap((element) => element[MESSAGES_FIELD].map((message) => [message.key, message])),
    );
    expect(messages.loginButton).toMatchObject({ text: 'Login Now', placeholders: [], plural: false });
    expect(messages.socialButton.placeholders).toEqual(['provider']);
    expect(messages.installBannerStatus.placeholders).toEqual(['title', 'text']);
    expect(messages.errorSummary).toMatchObject({
      plural: true,
      placeholders: ['count', 'errors'],
      variants: { one: '1 field needs attention: {errors}', other: '{count} fields need attention: {errors}' },
    });
    // The comment above a key is what a translator reads beside it.
    expect(messages.socialButton.description).toContain('Google or Facebook');
    expect(messages.loginButton.description).toBeUndefined();
  });

  it('placeholdersOf and messageEntry: order of first appearance, `other` first; no text is an error', () => {
    expect(placeholdersOf('{a} and {b}, {a} again', '{c}{b}')).toEqual(['a', 'b', 'c']);
    expect(placeholdersOf('no {} {not-a-name} { spaced }')).toEqual([]);
    expect(messageEntry('k', { one: 'one {x}', other: '{count} {x}' })).toEqual({
      key: 'k',
      text: '{count} {x}',
      placeholders: ['count', 'x'],
      plural: true,
      variants: { one: 'one {x}', other: '{count} {x}' },
    });
    expect(() => messageEntry('k', { one: 'no other' })).toThrow(/message k/);
    expect(() => messageEntry('k', 3)).toThrow(/message k/);
  });
});

describe('lang, dir and strings on every element', () => {
  it('each element lists strings (its JSON prop), then lang and dir (global: no field), each described', () => {
    for (const element of elements) {
      const names = element.attributes.map((attribute) => attribute.name);
      expect(names.slice(-3), element.tagName).toEqual(['strings', 'lang', 'dir']);
      const [strings, lang, dir] = element.attributes.slice(-3);
      expect(strings).toMatchObject({ fieldName: 'strings', type: { text: expect.stringMatching(/^string \(JSON/) } });
      expect(lang.fieldName).toBeUndefined();
      expect(dir).toMatchObject({ type: { text: "'ltr' | 'rtl' | 'auto'" } });
      expect(dir.fieldName).toBeUndefined();
      for (const attribute of [strings, lang, dir]) expect(attribute.description?.length).toBeGreaterThan(40);
    }
  });
});
