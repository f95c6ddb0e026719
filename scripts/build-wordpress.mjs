/**
 * Build step (last in scripts/build.mjs): the WordPress plugin, dist/wordpress/coursify-elements.zip.
 *
 *   coursify-elements/coursify-elements.php   cms/wordpress/plugin/* (PHP, block.json files, readme.txt)
 *   coursify-elements/languages/…             the .pot GENERATED from the plugin's code, and per language its .po
 *                                             (cms/wordpress/languages), the .mo and the editor's JSON GENERATED from
 *                                             it (scripts/wordpress-i18n.mjs)
 *   coursify-elements/allowed-html.json       GENERATED here from dist/custom-elements.json: the tags the blocks
 *                                             save and exactly their documented attributes, for the kses filter
 *   coursify-elements/build/editor.js         the blocks' editing UI (cms/wordpress/src, bundled with the elements'
 *                                             own parsers; React is the editor's own, window.wp.element)
 *   coursify-elements/lite/…                  the plugin's own copy of the lite build (dist/cdn, without maps)
 *
 * The zip is written with node:zlib (stored or deflated entries, CRC-32 from zlib): a zip needs no dependency.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { languageFiles } from './wordpress-i18n.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** The elements the plugin's blocks and shortcodes write. */
export const PLUGIN_TAGS = ['ecosystem-grid', 'course-catalog'];

/**
 * The kses allow-list from a Custom Elements Manifest: for each tag of `tags`, its documented attributes (kses
 * keeps only listed attributes, so the list is the manifest's, nothing more). Never a <script>.
 * @returns {Record<string, string[]>}
 */
export function allowedHtml(manifest, tags = PLUGIN_TAGS) {
  const out = {};
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (!tags.includes(declaration.tagName) || out[declaration.tagName]) continue;
      out[declaration.tagName] = (declaration.attributes ?? []).map((attribute) => attribute.name).sort();
    }
  }
  const missing = tags.filter((tag) => !out[tag]);
  if (missing.length) throw new Error(`build-wordpress: ${missing.join(', ')} not in the manifest`);
  for (const tag of Object.keys(out)) {
    if (tag === 'script' || out[tag].some((name) => !/^[a-z][a-z0-9-]*$/.test(name))) {
      throw new Error(`build-wordpress: refusing to allow <${tag}> with attributes ${out[tag].join(', ')}`);
    }
  }
  return out;
}

// DOS date/time of 1980-01-01 00:00: entries carry no build time, so the same input gives the same zip.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive of `files` (name → Buffer), deflated where that is smaller.
 * @param {Array<[string, Buffer]>} files
 */
export function writeZip(files) {
  const chunks = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const method = deflated.length < data.length ? 8 : 0;
    const body = method === 8 ? deflated : data;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    chunks.push(local, nameBytes, body);
    offset += local.length + nameBytes.length + body.length;
  }
  const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

/**
 * The entries of a zip written by writeZip (or any zip without zip64 or encryption): name → content, in order.
 * @param {Buffer} zip
 * @returns {Map<string, Buffer>}
 */
export function readZip(zip) {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('zip: bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const body = zip.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    if (crc32(data) !== crc) throw new Error(`zip: CRC mismatch in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** Bundles the editor script: TypeScript with the elements' parsers; wp.* stay the editor's (window.wp). */
async function buildEditor() {
  const { build } = await import('rolldown');
  const result = await build({
    input: resolve(ROOT, 'cms/wordpress/src/editor.ts'),
    write: false,
    platform: 'browser',
    output: { format: 'iife', minify: true },
    logLevel: 'warn',
  });
  return Buffer.from(result.output[0].code);
}

/**
 * The plugin's files, as the zip holds them (name → bytes): cms/wordpress/plugin with the package's version, the
 * allow-list generated from `manifest`, the editor script, and the lite build of `cdnDir` without its maps.
 * @returns {Promise<Array<[string, Buffer]>>}
 */
export async function pluginFiles({
  manifest,
  version,
  cdnDir = resolve(ROOT, 'dist/cdn'),
  editorScript = buildEditor,
}) {
  const prefix = 'coursify-elements/';
  const files = [];
  const pluginDir = resolve(ROOT, 'cms/wordpress/plugin');
  for (const path of filesUnder(pluginDir)) {
    let data = readFileSync(path);
    // One version, the package's: the plugin header and the enqueued scripts' cache key.
    if (/\.(php|json|txt)$/.test(path)) data = Buffer.from(data.toString('utf8').replaceAll('0.0.0-dev', version));
    files.push([prefix + relative(pluginDir, path), data]);
  }
  for (const [name, data] of languageFiles({ version })) files.push([prefix + name, data]);
  files.push([`${prefix}allowed-html.json`, Buffer.from(`${JSON.stringify(allowedHtml(manifest), null, 2)}\n`)]);
  files.push([`${prefix}build/editor.js`, await editorScript()]);
  for (const path of filesUnder(cdnDir)) {
    if (path.endsWith('.map')) continue;
    files.push([`${prefix}lite/${relative(cdnDir, path)}`, readFileSync(path)]);
  }
  return files;
}

async function main() {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'dist/custom-elements.json'), 'utf8'));
  const version = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).version;
  const files = await pluginFiles({ manifest, version });
  const out = resolve(ROOT, 'dist/wordpress/coursify-elements.zip');
  mkdirSync(dirname(out), { recursive: true });
  const zip = writeZip(files);
  writeFileSync(out, zip);
  console.log(`build-wordpress: ${files.length} files, ${(zip.length / 1024).toFixed(1)} KiB → ${relative(ROOT, out)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
