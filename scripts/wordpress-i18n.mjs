/**
 * The WordPress plugin's translations, built (scripts/build-wordpress.mjs) from one source each:
 *
 *   the English strings   the plugin's own code: `__()`, `_x()`, `esc_html__()`… calls with literal arguments in
 *                         the PHP and the editor's TypeScript, block.json's title, description and keywords (with
 *                         the contexts WordPress translates them with), the plugin header's name and description
 *                         → languages/coursify-elements.pot
 *   the translations      cms/wordpress/languages/coursify-elements-<locale>.po, one per language the elements
 *                         ship; translators edit these (Poedit, GlotPress), nothing else
 *                         → the .po as is, its .mo (GNU gettext's binary format, written here), and for the editor
 *                         script the Jed JSON file WordPress's wp_set_script_translations() loads
 *                         (coursify-elements-<locale>-<md5 of "build/editor.js">.json)
 *
 * A .po that lacks a string of the code, translates one the code no longer has, or leaves one untranslated fails the
 * build (`checkCatalogue`); `node scripts/wordpress-i18n.mjs --update` rewrites every .po from the code, keeping the
 * translations it has and adding what is new untranslated, for a translator to fill in.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const DOMAIN = 'coursify-elements';
/** The plugin's editor script, as WordPress names it for the JSON file's hash (relative to the plugin's folder). */
export const EDITOR_SCRIPT = 'build/editor.js';
/** Each language the elements ship (src/lib/i18n/locales), as the WordPress locale a site of that language has. */
export const LOCALES = {
  ar: 'ar',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  he: 'he_IL',
  it: 'it_IT',
  ja: 'ja',
  pt: 'pt_BR',
};

/** The separator gettext puts between a context and its string (in .mo keys and Jed JSON keys). */
const EOT = '\u0004';
export const key = (entry) => (entry.context ? `${entry.context}${EOT}${entry.msgid}` : entry.msgid);

/** The gettext functions the plugin calls, and which of their arguments are the string and the context. */
const FUNCTIONS = {
  __: { msgid: 0 },
  _e: { msgid: 0 },
  esc_html__: { msgid: 0 },
  esc_html_e: { msgid: 0 },
  esc_attr__: { msgid: 0 },
  esc_attr_e: { msgid: 0 },
  _x: { msgid: 0, context: 1 },
  esc_html_x: { msgid: 0, context: 1 },
  esc_attr_x: { msgid: 0, context: 1 },
};
const CALL = new RegExp(`(?<![\\w$>:.])(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');
/** A string literal in single or double quotes (PHP and TypeScript alike, as this code writes them). */
const LITERAL = /^\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*(,|\))/;

function unquote(single, double) {
  if (single !== undefined) return single.replace(/\\(['\\])/g, '$1');
  return double.replace(/\\(["\\nt])/g, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/**
 * The strings of `source` (a PHP or TypeScript file's text): each call's literal string and context, with its
 * translators' comment (a `translators:` comment just before it). A call whose string is not a literal, or whose
 * domain is not the plugin's, throws: it would be missing from every translation.
 * @returns {Array<{msgid: string, context?: string, comment?: string, line: number}>}
 */
export function extractCalls(source, file = 'source') {
  const out = [];
  for (const match of source.matchAll(CALL)) {
    const fn = FUNCTIONS[match[1]];
    let at = match.index + match[0].length;
    const args = [];
    for (;;) {
      const literal = LITERAL.exec(source.slice(at));
      if (!literal) break;
      args.push(unquote(literal[1], literal[2]));
      at += literal[0].length;
      if (literal[3] === ')') break;
    }
    const line = source.slice(0, match.index).split('\n').length;
    const arity = fn.context === undefined ? 2 : 3;
    if (args.length !== arity) {
      throw new Error(
        `${file}:${line}: ${match[1]}() needs literal strings (text, ${arity === 3 ? 'context, ' : ''}domain)`,
      );
    }
    if (args[arity - 1] !== DOMAIN) throw new Error(`${file}:${line}: ${match[1]}() with domain "${args[arity - 1]}"`);
    const before = source.slice(Math.max(0, match.index - 300), match.index);
    const comment = /(?:\/\*|\/\/)\s*translators:\s*([^\n]*?)\s*(?:\*\/)?\s*(?:\n[^\n]*)?$/.exec(before)?.[1];
    out.push({
      msgid: args[fn.msgid],
      context: fn.context === undefined ? undefined : args[fn.context],
      comment,
      line,
    });
  }
  return out;
}

/** block.json's translatable fields, with the contexts WordPress's register_block_type() translates them with. */
export function extractBlockJson(metadata) {
  const out = [];
  if (metadata.title) out.push({ msgid: metadata.title, context: 'block title' });
  if (metadata.description) out.push({ msgid: metadata.description, context: 'block description' });
  for (const keyword of metadata.keywords ?? []) out.push({ msgid: keyword, context: 'block keyword' });
  return out;
}

/** The plugin header's Plugin Name and Description (WordPress translates them on the Plugins screen). */
export function extractHeader(php) {
  const out = [];
  for (const field of ['Plugin Name', 'Description']) {
    const value = new RegExp(`^\\s*\\*\\s*${field}:\\s*(.+)$`, 'm').exec(php)?.[1].trim();
    if (value) out.push({ msgid: value, comment: `${field} of the plugin` });
  }
  return out;
}

/**
 * Every string of the plugin in `pluginDir` (cms/wordpress/plugin) and its editor sources in `srcDir`: one entry per
 * string and context, with where it is used (`refs`) and whether the editor script uses it (`script`, so the JSON
 * file carries only those).
 * @returns {Array<{msgid: string, context?: string, comment?: string, refs: string[], script: boolean}>}
 */
export function extractStrings({
  pluginDir = resolve(ROOT, 'cms/wordpress/plugin'),
  srcDir = resolve(ROOT, 'cms/wordpress/src'),
} = {}) {
  const entries = new Map();
  const add = (found, ref, script) => {
    for (const entry of found) {
      const id = key(entry);
      const known = entries.get(id) ?? { msgid: entry.msgid, context: entry.context, refs: [], script: false };
      known.comment ??= entry.comment;
      // Files only, no line numbers: a .po does not change when code moves.
      if (!known.refs.includes(ref)) known.refs.push(ref);
      known.script ||= script;
      entries.set(id, known);
    }
  };
  const files = (dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .sort()
      .map((name) => join(dir, name));
  for (const path of files(pluginDir)) {
    const ref = relative(pluginDir, path);
    if (path.endsWith('.php')) {
      const text = readFileSync(path, 'utf8');
      if (ref === 'coursify-elements.php') add(extractHeader(text), ref, false);
      add(extractCalls(text, ref), ref, false);
    } else if (path.endsWith('block.json')) {
      // Translated in PHP (register_block_type) and by the editor script (registerBlockType with the metadata).
      add(extractBlockJson(JSON.parse(readFileSync(path, 'utf8'))), ref, true);
    }
  }
  for (const path of files(srcDir).filter((name) => name.endsWith('.ts'))) {
    add(extractCalls(readFileSync(path, 'utf8'), relative(srcDir, path)), `src/${relative(srcDir, path)}`, true);
  }
  return [...entries.values()];
}

/** A PO string literal ("…"), long ones split at "\n" as gettext writes them. */
function poString(text) {
  const escaped = (part) =>
    `"${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\n/g, '\\n')}"`;
  const lines = text.split(/(?<=\n)/);
  return lines.length > 1 ? `""\n${lines.map(escaped).join('\n')}` : escaped(text);
}

/**
 * A .pot (`translations` absent) or .po file: the header, then each entry with its comment, references, context,
 * string and translation.
 */
export function writePo(entries, { header = {}, translations } = {}) {
  const headers = {
    'Project-Id-Version': 'Coursify Elements',
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'X-Domain': DOMAIN,
    ...header,
  };
  const lines = [
    translations ? '# Translation of the Coursify Elements plugin.' : '# The Coursify Elements plugin’s strings.',
    '# Generated from the plugin’s code by scripts/wordpress-i18n.mjs: edit the translations, not the strings.',
    'msgid ""',
    `msgstr ${poString(
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\n`)
        .join(''),
    )}`,
  ];
  for (const entry of entries) {
    lines.push('');
    if (entry.comment) lines.push(`#. translators: ${entry.comment}`);
    if (entry.refs?.length) lines.push(`#: ${entry.refs.join(' ')}`);
    if (entry.context) lines.push(`msgctxt ${poString(entry.context)}`);
    lines.push(`msgid ${poString(entry.msgid)}`);
    lines.push(`msgstr ${poString(translations?.get(key(entry)) ?? '')}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A .po file's header fields and translations (key → translation; untranslated entries are kept as ''), as GNU
 * gettext writes them: comments, msgctxt, msgid, msgstr, strings continued on the next lines. No plural forms
 * (the plugin has none; a .po with msgid_plural is refused).
 */
export function parsePo(text, file = 'po') {
  const entries = [];
  let current = null;
  let field = null;
  const poText = (literal) =>
    literal.slice(1, -1).replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[c] ?? `\\${c}`);
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const keyword = /^(msgctxt|msgid|msgstr|msgid_plural|msgstr\[\d+\])\s+(".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] !== 'msgctxt' && keyword[1] !== 'msgid' && keyword[1] !== 'msgstr') {
        throw new Error(`${file}:${index + 1}: plural forms are not supported`);
      }
      if (keyword[1] !== 'msgstr' && (!current || 'msgstr' in current)) {
        current = {};
        entries.push(current);
      }
      field = keyword[1];
      current[field] = poText(keyword[2]);
    } else if (/^".*"$/.test(line) && current && field) {
      current[field] += poText(line);
    } else {
      throw new Error(`${file}:${index + 1}: cannot read ${JSON.stringify(line)}`);
    }
  });
  const headerEntry = entries.find((entry) => entry.msgid === '' && !entry.msgctxt);
  const header = Object.fromEntries(
    (headerEntry?.msgstr ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const translations = new Map(
    entries
      .filter((entry) => entry !== headerEntry)
      .map((entry) => [key({ msgid: entry.msgid, context: entry.msgctxt }), entry.msgstr ?? '']),
  );
  return { header, translations };
}

/** Problems of a parsed .po against the code's strings: missing, untranslated, or no longer used. */
export function checkCatalogue(entries, translations) {
  const problems = [];
  const wanted = new Set(entries.map(key));
  for (const entry of entries) {
    const label = JSON.stringify(entry.context ? `${entry.context}|${entry.msgid}` : entry.msgid);
    if (!translations.has(key(entry))) problems.push(`missing ${label}`);
    else if (translations.get(key(entry)) === '') problems.push(`untranslated ${label}`);
  }
  for (const id of translations.keys()) {
    if (!wanted.has(id)) problems.push(`not in the code ${JSON.stringify(id.replace(EOT, '|'))}`);
  }
  return problems;
}

/**
 * A GNU .mo file (little-endian, revision 0, no hash table) of `translations` (key → translation) and the header:
 * what WordPress's MO reader (and msgunfmt) read.
 */
export function writeMo(translations, header = {}) {
  const pairs = [
    [
      '',
      Object.entries(header)
        .map(([name, value]) => `${name}: ${value}\n`)
        .join(''),
    ],
  ];
  for (const [id, text] of translations) if (text !== '') pairs.push([id, text]);
  // Sorted by the original's bytes: readers may binary-search.
  pairs.sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const originals = pairs.map(([id]) => Buffer.from(id, 'utf8'));
  const texts = pairs.map(([, text]) => Buffer.from(text, 'utf8'));
  const count = pairs.length;
  const tables = 28;
  let at = tables + count * 16;
  const head = Buffer.alloc(at);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(tables, 12);
  head.writeUInt32LE(tables + count * 8, 16);
  head.writeUInt32LE(0, 20); // hash table size
  head.writeUInt32LE(at, 24);
  const bodies = [];
  for (const [table, strings] of [
    [tables, originals],
    [tables + count * 8, texts],
  ]) {
    strings.forEach((bytes, index) => {
      head.writeUInt32LE(bytes.length, table + index * 8);
      head.writeUInt32LE(at, table + index * 8 + 4);
      bodies.push(bytes, Buffer.alloc(1));
      at += bytes.length + 1;
    });
  }
  return Buffer.concat([head, ...bodies]);
}

/** A .mo file's entries (key → translation, the header under ''), for the tests. */
export function readMo(mo) {
  if (mo.readUInt32LE(0) !== 0x950412de) throw new Error('not a little-endian .mo file');
  const count = mo.readUInt32LE(8);
  const read = (table, index) => {
    const length = mo.readUInt32LE(table + index * 8);
    const offset = mo.readUInt32LE(table + index * 8 + 4);
    return mo.subarray(offset, offset + length).toString('utf8');
  };
  const out = new Map();
  for (let index = 0; index < count; index++) {
    out.set(read(mo.readUInt32LE(12), index), read(mo.readUInt32LE(16), index));
  }
  return out;
}

/** The Jed 1.x JSON WordPress's load_script_textdomain() reads, for the editor script's strings only. */
export function writeJed(entries, translations, { locale, header = {} }) {
  const messages = {
    '': { domain: 'messages', lang: locale, 'plural-forms': header['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);' },
  };
  for (const entry of entries) {
    const text = translations.get(key(entry));
    if (entry.script && text) messages[key(entry)] = [text];
  }
  return `${JSON.stringify({ domain: DOMAIN, locale_data: { messages } })}\n`;
}

/** The JSON file's name WordPress looks up for the editor script (it hashes the script's path in the plugin). */
export const jedName = (locale) => `${DOMAIN}-${locale}-${createHash('md5').update(EDITOR_SCRIPT).digest('hex')}.json`;

/**
 * The plugin's languages/ files (name → bytes): the .pot, and per locale its .po, .mo and the editor script's JSON.
 * Throws when a .po does not match the code (checkCatalogue).
 * @returns {Array<[string, Buffer]>}
 */
export function languageFiles({ version, languagesDir = resolve(ROOT, 'cms/wordpress/languages'), ...dirs } = {}) {
  const entries = extractStrings(dirs);
  const files = [
    [
      'languages/coursify-elements.pot',
      Buffer.from(writePo(entries, { header: { 'Project-Id-Version': `Coursify Elements ${version}` } })),
    ],
  ];
  const problems = [];
  for (const locale of Object.values(LOCALES)) {
    const name = `${DOMAIN}-${locale}.po`;
    const po = readFileSync(join(languagesDir, name), 'utf8');
    const { header, translations } = parsePo(po, name);
    problems.push(...checkCatalogue(entries, translations).map((problem) => `${name}: ${problem}`));
    files.push([`languages/${name}`, Buffer.from(po)]);
    files.push([`languages/${DOMAIN}-${locale}.mo`, writeMo(translations, header)]);
    files.push([`languages/${jedName(locale)}`, Buffer.from(writeJed(entries, translations, { locale, header }))]);
  }
  if (problems.length) {
    throw new Error(
      `The plugin's translations do not match its code (node scripts/wordpress-i18n.mjs --update):\n  ${problems.join('\n  ')}`,
    );
  }
  return files;
}

/** --update: every .po rewritten from the code's strings, its translations kept, new strings left to translate. */
function update(languagesDir = resolve(ROOT, 'cms/wordpress/languages')) {
  const entries = extractStrings();
  for (const [lang, locale] of Object.entries(LOCALES)) {
    const path = join(languagesDir, `${DOMAIN}-${locale}.po`);
    let parsed = { header: {}, translations: new Map() };
    try {
      parsed = parsePo(readFileSync(path, 'utf8'), path);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    const header = { Language: locale, ...parsed.header };
    delete header['Project-Id-Version'];
    writeFileSync(path, writePo(entries, { header, translations: parsed.translations }));
    const open = checkCatalogue(entries, parsed.translations).length;
    console.log(`${relative(ROOT, path)} (${lang}): ${entries.length} strings${open ? `, ${open} to translate` : ''}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename && process.argv.includes('--update')) update();
