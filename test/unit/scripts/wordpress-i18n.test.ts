// @vitest-environment node
/**
 * scripts/wordpress-i18n.mjs: the plugin's strings read from its code, the .po files (one per language the elements
 * ship) checked against them, and the generated .pot, .mo and Jed JSON files.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  extractCalls,
  extractStrings,
  jedName,
  key,
  LOCALES,
  languageFiles,
  parsePo,
  readMo,
  writeJed,
  writeMo,
  writePo,
} from '../../../scripts/wordpress-i18n.mjs';

const LANGUAGES = resolve(import.meta.dirname, '../../../cms/wordpress/languages');

describe('extractCalls', () => {
  it('reads literal calls in PHP and TypeScript, with contexts and translators’ comments', () => {
    const found = extractCalls(
      [
        "echo esc_html__( 'It\\'s here', 'coursify-elements' );",
        "const a = __('Add card', 'coursify-elements');",
        '// translators: %d: the position.',
        "const b = sprintf(__('Card %d', 'coursify-elements'), 1);",
        "_x( 'Coursify', 'block pattern category', 'coursify-elements' );",
        "wp.i18n.__(text, domain); $this->__('not ours');",
      ].join('\n'),
    );
    expect(found.map(({ msgid, context, comment }) => ({ msgid, context, comment }))).toEqual([
      { msgid: "It's here", context: undefined, comment: undefined },
      { msgid: 'Add card', context: undefined, comment: undefined },
      { msgid: 'Card %d', context: undefined, comment: '%d: the position.' },
      { msgid: 'Coursify', context: 'block pattern category', comment: undefined },
    ]);
  });

  it('refuses a string that is not a literal, or another text domain: it would be in no translation', () => {
    expect(() => extractCalls("__(label, 'coursify-elements')", 'x.ts')).toThrow(/x\.ts:1: __\(\) needs literal/);
    expect(() => extractCalls("__('Hello', 'default')", 'x.php')).toThrow(/domain "default"/);
  });
});

describe('the plugin’s strings and their translations', () => {
  const entries = extractStrings();

  it('finds the editor’s, the PHP’s, block.json’s and the header’s strings', () => {
    const ids = entries.map(key);
    expect(ids).toEqual(
      expect.arrayContaining([
        'Add card',
        'Hide the search box',
        'Title',
        'src must be a URL on this site.',
        'block title\u0004Course catalog',
        'block description\u0004A searchable, filterable catalog of course cards.',
        'block pattern category\u0004Coursify',
        'Coursify Elements',
      ]),
    );
    expect(entries.find((entry) => entry.msgid === 'Add card')?.script).toBe(true);
    expect(entries.find((entry) => entry.msgid === 'src must be a URL on this site.')?.script).toBe(false);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(LOCALES))(
    '%s (%s): the .po translates every string of the code, and no other',
    (_, locale) => {
      const { header, translations } = parsePo(readFileSync(join(LANGUAGES, `coursify-elements-${locale}.po`), 'utf8'));
      expect(header.Language).toBe(locale);
      expect(header['Plural-Forms']).toMatch(/^nplurals=\d; plural=/);
      expect(checkCatalogue(entries, translations)).toEqual([]);
      // Placeholders survive translation.
      for (const entry of entries) {
        const placeholders = (text: string) => (text.match(/%\d*\$?[sd]/g) ?? []).sort();
        expect(placeholders(translations.get(key(entry)) ?? ''), entry.msgid).toEqual(placeholders(entry.msgid));
      }
    },
  );

  it('checkCatalogue names what is missing, untranslated or no longer in the code', () => {
    const some = [{ msgid: 'A' }, { msgid: 'B', context: 'ctx' }, { msgid: 'C' }];
    const translations = new Map([
      ['A', 'a'],
      ['ctx\u0004B', ''],
      ['Old', 'alt'],
    ]);
    expect(checkCatalogue(some, translations)).toEqual([
      'untranslated "ctx|B"',
      'missing "C"',
      'not in the code "Old"',
    ]);
  });

  it('a .po that lacks a string of the code fails the build', () => {
    const dir = mkdtempSync(join(process.env.TMPDIR || tmpdir(), 'wp-po-'));
    try {
      for (const locale of Object.values(LOCALES)) {
        const po = readFileSync(join(LANGUAGES, `coursify-elements-${locale}.po`), 'utf8');
        writeFileSync(
          join(dir, `coursify-elements-${locale}.po`),
          po.replace(/\nmsgid "Add card"\nmsgstr "[^"]*"\n/, '\n'),
        );
      }
      expect(() => languageFiles({ version: '1.0.0', languagesDir: dir })).toThrow(/missing "Add card"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the generated files', () => {
  const entries = [
    { msgid: 'Add card', refs: ['src/editor.ts'], script: true },
    { msgid: 'Course catalog', context: 'block title', refs: ['block.json'], script: true },
    { msgid: 'Only in PHP: "quoted"\nand on two lines', refs: ['x.php'], script: false },
  ];
  const translations = new Map([
    ['Add card', 'Karte hinzufügen'],
    ['block title\u0004Course catalog', 'Kurskatalog'],
    ['Only in PHP: "quoted"\nand on two lines', 'Nur in PHP: „zitiert“\nund auf zwei Zeilen'],
  ]);
  const header = { Language: 'de_DE', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' };

  it('a .po reads back as written (contexts, quotes, line breaks); the .pot has every string untranslated', () => {
    const po = writePo(entries, { header, translations });
    const parsed = parsePo(po);
    expect(parsed.translations).toEqual(translations);
    expect(parsed.header).toMatchObject(header);
    const pot = parsePo(writePo(entries));
    expect([...pot.translations.keys()]).toEqual([...translations.keys()]);
    expect([...pot.translations.values()]).toEqual(['', '', '']);
  });

  it('the .mo holds the header and every translation, sorted, in GNU gettext’s layout', () => {
    const mo = writeMo(translations, header);
    expect(mo.readUInt32LE(0)).toBe(0x950412de);
    expect(mo.readUInt32LE(8)).toBe(4);
    const read = readMo(mo);
    expect([...read.keys()]).toEqual([...read.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    expect(read.get('')).toBe('Language: de_DE\nPlural-Forms: nplurals=2; plural=(n != 1);\n');
    expect(new Map([...read].filter(([id]) => id !== ''))).toEqual(translations);
  });

  it('the Jed JSON carries only the editor script’s strings, under the name WordPress looks up', () => {
    const jed = JSON.parse(writeJed(entries, translations, { locale: 'de_DE', header }));
    expect(jed.domain).toBe('coursify-elements');
    expect(Object.keys(jed.locale_data.messages)).toEqual(['', 'Add card', 'block title\u0004Course catalog']);
    expect(jed.locale_data.messages['Add card']).toEqual(['Karte hinzufügen']);
    expect(jed.locale_data.messages[''].lang).toBe('de_DE');
    const md5 = createHash('md5').update('build/editor.js').digest('hex');
    expect(jedName('de_DE')).toBe(`coursify-elements-de_DE-${md5}.json`);
  });

  it('languageFiles: the .pot, and per language the .po, .mo and JSON, from the committed .po files', () => {
    const files = new Map(languageFiles({ version: '1.2.3' }));
    expect(files.get('languages/coursify-elements.pot')?.toString()).toContain(
      'Project-Id-Version: Coursify Elements 1.2.3',
    );
    const mo = readMo(files.get('languages/coursify-elements-de_DE.mo') as Buffer);
    expect(mo.get('Add card')).toBe('Karte hinzufügen');
    expect(mo.get('block title\u0004Course catalog')).toBe('Kurskatalog');
    const jed = JSON.parse(String(files.get(`languages/${jedName('ar')}`)));
    expect(jed.locale_data.messages['Add card']).toEqual(['إضافة بطاقة']);
    expect(jed.locale_data.messages['src must be a URL on this site.']).toBeUndefined();
  });
});
