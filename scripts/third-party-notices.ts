/**
 * A Vite/Rolldown plugin that writes THIRD-PARTY-NOTICES.txt next to a build's output: the licence texts of every
 * npm package whose code ended up in the bundle, found from the bundle's own module list (so a package added or
 * dropped from the bundle is added to or dropped from the notices by itself), and puts a one-line legal comment
 * at the top of each output file that contains such code, pointing at the notices file.
 *
 * The minifier strips the packages' own `@license` headers; the banner is added after minification
 * (`postBanner`), so it survives. It is short on purpose (one per file, in every closure): the notices file names
 * the product and every package. Stylesheets compiled by Tailwind count as its code (`generated`): the element
 * sheets reach the bundle without Tailwind's own licence comment (scripts/hoist-css.ts rewrites them). The notices file lives beside the files it covers (dist/elements, and any other
 * build using the plugin gets its own), because a CDN serves such a directory on its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

const ROOT = resolve(import.meta.dirname, '..');

export type BundledPackage = {
  name: string;
  version: string;
  license: string;
  /** The package's own licence/notice files, or the standard text of its declared licence when it ships none. */
  texts: { file: string; text: string }[];
};

/** `…/node_modules/@scope/name/dist/x.js` → `@scope/name`; the innermost node_modules wins (nested copies). */
export function packageNameOf(id: string): string | undefined {
  const path = id.split('?')[0].replace(/\\/g, '/').replace(/^\0+/, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return undefined;
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function packageDir(id: string, name: string): string {
  const path = id.split('?')[0].replace(/^\0+/, '');
  const normalised = path.replace(/\\/g, '/');
  const at = normalised.lastIndexOf(`/node_modules/${name}/`);
  return path.slice(0, at + `/node_modules/${name}`.length);
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** MIT's text, for packages that declare MIT in package.json but ship no licence file (both r2wc packages). */
const MIT_TEXT = `MIT License

Copyright (c) {holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

function authorName(author: unknown): string | undefined {
  if (typeof author === 'string') return author.replace(/\s*[<(].*$/, '').trim() || undefined;
  if (author && typeof author === 'object' && 'name' in author) return String(author.name);
  return undefined;
}

/** Reads one package's licence from its directory; throws when it cannot be determined (a human must look). */
export function readPackage(dir: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const license = typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? 'UNKNOWN');
  const texts = readdirSync(dir)
    .filter((file) => LICENCE_FILE.test(file))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8').trim() }));
  if (texts.length === 0) {
    const holder = authorName(manifest.author);
    if (license !== 'MIT' || !holder) {
      throw new Error(`third-party-notices: ${manifest.name} (${license}) ships no licence file; add its text by hand`);
    }
    texts.push({
      file: `(no licence file in the package; the MIT text, with the author named in its package.json)`,
      text: MIT_TEXT.replace('{holder}', holder).trim(),
    });
  }
  return { name: manifest.name, version: manifest.version, license, texts };
}

/** The packages behind a list of bundled module ids, plus `extra` ones named explicitly, sorted by name. */
export function bundledPackages(moduleIds: Iterable<string>, extra: string[] = []): BundledPackage[] {
  const dirs = new Map<string, string>();
  for (const id of moduleIds) {
    const name = packageNameOf(id);
    if (name && !dirs.has(name)) dirs.set(name, packageDir(id, name));
  }
  for (const name of extra) {
    if (!dirs.has(name)) dirs.set(name, dirname(resolvePackageJson(name)));
  }
  return [...dirs.values()].map(readPackage).sort((a, b) => a.name.localeCompare(b.name));
}

function resolvePackageJson(name: string): string {
  const path = join(ROOT, 'node_modules', name, 'package.json');
  if (!existsSync(path)) throw new Error(`third-party-notices: ${name} is not installed`);
  return path;
}

export function renderNotices(product: string, packages: BundledPackage[]): string {
  const rule = '='.repeat(78);
  const header = [
    `${product}: third-party software notices`,
    '',
    `The files in this directory contain code from the npm packages below, bundled and minified. Each package's`,
    'licence and notice texts follow, as the package ships them.',
    '',
    ...packages.map((p) => `- ${p.name} ${p.version} (${p.license})`),
  ];
  const sections = packages.map((p) =>
    [
      rule,
      `${p.name} ${p.version} (${p.license})`,
      rule,
      ...p.texts.flatMap((t) => [`[${t.file}]`, '', t.text, '']),
    ].join('\n'),
  );
  return `${[...header, '', ...sections].join('\n').trimEnd()}\n`;
}

export function thirdPartyNotices(options: {
  /** Named in the notices file's heading. */
  product: string;
  /** Packages whose output is in the bundle without being a module of it (e.g. tailwindcss's generated CSS). */
  extra?: string[];
  /** Modules of our own whose content is generated by one of `extra` (the Tailwind-compiled stylesheets). */
  generated?: RegExp;
}): Plugin {
  const hasThirdPartyCode = (moduleIds: readonly string[]) =>
    moduleIds.some((id) => packageNameOf(id) !== undefined || options.generated?.test(id));
  return {
    name: 'coursify:third-party-notices',
    apply: 'build',
    outputOptions(output) {
      return {
        ...output,
        postBanner: (chunk) =>
          hasThirdPartyCode(chunk.moduleIds) ? `/*! Third-party licences: ${NOTICES_FILE} */` : '',
      };
    },
    generateBundle(_, bundle) {
      const ids = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? Object.keys(file.modules).filter((id) => file.modules[id].renderedLength > 0) : [],
      );
      const packages = bundledPackages(ids, options.extra);
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: renderNotices(options.product, packages) });
    },
  };
}
