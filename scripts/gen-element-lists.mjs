/**
 * npm run gen:elements: writes every file that lists the elements, from the one list (src/elements/elements.json):
 * - src/elements/index.ts (registers all), src/elements/jsx.ts (React JSX typings) and src/elements/auto/<tag>.ts
 *   (the self-registering entries);
 * - src/react-host/index.ts and src/react-host/<tag>.ts (coursify-elements/react);
 * - the element entries of package.json `exports`: `./<tag>`, `./define/<tag>`, `./lite/<tag>`, `./lite/define/<tag>`,
 *   and `types` and `typesVersions` from `exports` (for TypeScript's node10 resolution).
 * Generated TypeScript says so on its first line; the text is passed through Biome, so it is what `biome ci` wants.
 * A generated file whose tag left the list is removed.
 *
 * `--check` writes nothing and exits 1 naming the stale files; test/unit/scripts/element-list.test.ts does the same.
 * The vite entries, the autoloader, the manifest and the element pages' API tables read the list themselves.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { camelCase, pascalCase, readElementList } from './manifest/declarations.mjs';

const ROOT = resolve(import.meta.dirname, '..');

export const GENERATED_MARK =
  '// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.';

function indexModule(tags) {
  const lines = tags.map((tag) => {
    const name = pascalCase(tag);
    return `export { type ${name}Element, ${camelCase(tag)}Api, define as define${name} } from './auto/${tag}';`;
  });
  return `${GENERATED_MARK}
/** Registers every Coursify element. Load one element's module instead to pay only for that one. */

${lines.join('\n')}
export { registerTranslation } from '../lib/i18n/register';
`;
}

function autoModule(tag) {
  return `${GENERATED_MARK}
/** The self-registering <${tag}>: importing this module defines the tag. */
import { define } from '../${tag}';

export * from '../${tag}';

define();
`;
}

function jsxModule(tags) {
  return `${GENERATED_MARK}
/**
 * React JSX typings for the custom elements (\`<course-catalog courses={…} oncourse-navigate={…}>\` in React 19),
 * apart from the element modules so TypeScript users without React need no \`@types/react\`.
 * Use: \`import type {} from 'coursify-elements/jsx';\` once in a React project.
 */
import type { ElementJsxProps } from './kit/jsx-props';
${tags.map((tag) => `import type { ${camelCase(tag)}Api } from './${tag}';`).join('\n')}

export type { ElementJsxProps };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${tags.map((tag) => `      '${tag}': ElementJsxProps<typeof ${camelCase(tag)}Api>;`).join('\n')}
    }
  }
}
`;
}

function hostIndexModule(tags) {
  return `${GENERATED_MARK}
/**
 * coursify-elements/react: every element as a React component for React 18 and 19 apps (client-rendered or
 * server-rendered and hydrated). Same props (camelCase), events (\`onCourseNavigate={(event) => event.detail…}\`),
 * shadow root and styles as the custom elements, rendered by your React: nothing registers a custom element,
 * and no second React is bundled (react and react-dom are peer dependencies).
 */
${tags.map((tag) => `export { ${pascalCase(tag)} } from './${tag}';`).join('\n')}
export type { HostComponentProps, HostEventHandlers, HostHandle } from './hostComponent';
export { registerTranslation } from '../lib/i18n/register';
`;
}

function hostModule(tag) {
  const name = pascalCase(tag);
  return `${GENERATED_MARK}
/** <${tag}> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { ${camelCase(tag)}Api } from '../elements/${tag}';
import { ${name} as ${name}Inner } from '../react/${tag}/${name}';
import { hostComponent } from './hostComponent';

export const ${name} = hostComponent(${camelCase(tag)}Api, ${name}Inner, '${name}');
`;
}

/**
 * package.json with the element entries of `exports` written from the list: `./<tag>` and `./define/<tag>` after
 * `.`, `./lite/<tag>` after `./lite`, `./lite/define/<tag>` after `./lite/autoloader`; every other entry kept as is.
 */
function packageJson(text, tags) {
  const pkg = JSON.parse(text);
  const entry = (build, define, tag) => ({
    types: `./dist/types/${define}${tag}.d.ts`,
    default: `./dist/${build}/${define}${tag}.js`,
  });
  const groupsAfter = {
    '.': [
      ...tags.map((tag) => [`./${tag}`, entry('elements', '', tag)]),
      ...tags.map((tag) => [`./define/${tag}`, entry('elements', 'define/', tag)]),
    ],
    './lite': tags.map((tag) => [`./lite/${tag}`, entry('cdn', '', tag)]),
    './lite/autoloader': tags.map((tag) => [`./lite/define/${tag}`, entry('cdn', 'define/', tag)]),
  };
  const isElementEntry = (key) => /^\.\/(lite\/)?(define\/)?[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(key);
  const exportsMap = [];
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (isElementEntry(key)) continue;
    exportsMap.push([key, value], ...(groupsAfter[key] ?? []));
  }
  pkg.exports = Object.fromEntries(exportsMap);
  return `${JSON.stringify(withOldResolutionTypes(pkg), null, 2)}\n`;
}

/**
 * `types` and `typesVersions`, written from `exports`, for TypeScript's `node10` resolution (`moduleResolution:
 * node`, still common in older apps), which ignores `exports`: without them every subpath has no types there.
 * `types` is the main entry's; `typesVersions` maps each subpath with types to the same file as its `exports` entry.
 * Resolutions that read `exports` (node16, nodenext, bundler) do not consult them.
 */
function withOldResolutionTypes(pkg) {
  const subpaths = Object.entries(pkg.exports)
    .filter(([key, target]) => key !== '.' && typeof target === 'object' && target.types)
    .map(([key, target]) => [key.replace(/^\.\//, ''), [target.types.replace(/^\.\//, '')]]);
  const { types: _types, typesVersions: _typesVersions, ...rest } = pkg;
  const ordered = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'exports') ordered.types = pkg.exports['.'].types;
    ordered[key] = value;
    if (key === 'exports') ordered.typesVersions = { '*': Object.fromEntries(subpaths) };
  }
  return ordered;
}

/**
 * The texts as Biome formats and organises them, in one Biome run (one process per file cost seconds): written to a
 * scratch copy with the repository's Biome settings, checked with `--write` there, read back.
 */
export function biomeFormatAll(files, root = ROOT) {
  const scratch = mkdtempSync(join(tmpdir(), 'cf-gen-elements-'));
  try {
    for (const config of ['biome.json', '.gitignore']) cpSync(join(root, config), join(scratch, config));
    for (const [path, text] of files) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    const biome = join(root, 'node_modules/.bin/biome');
    const result = spawnSync(biome, ['check', '--write', ...files.keys()], { cwd: scratch, encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`gen-element-lists: biome check failed:\n${result.stderr || result.stdout}`);
    return new Map([...files.keys()].map((path) => [path, readFileSync(join(scratch, path), 'utf8')]));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every generated file: path (relative to `root`) → its text, as this script writes it. */
export function generatedFiles(root = ROOT) {
  const tags = readElementList(root);
  const files = new Map([
    ['src/elements/index.ts', indexModule(tags)],
    ['src/elements/jsx.ts', jsxModule(tags)],
    ...tags.map((tag) => [`src/elements/auto/${tag}.ts`, autoModule(tag)]),
    ['src/react-host/index.ts', hostIndexModule(tags)],
    ...tags.map((tag) => [`src/react-host/${tag}.ts`, hostModule(tag)]),
    ['package.json', packageJson(readFileSync(join(root, 'package.json'), 'utf8'), tags)],
  ]);
  return biomeFormatAll(files, root);
}

/** Generated files on disk that no tag of the list produces any more (their tag was removed). */
export function leftoverFiles(root = ROOT, generated = generatedFiles(root)) {
  return ['src/elements/auto', 'src/react-host']
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))
    .filter((path) => !generated.has(path) && path.endsWith('.ts'))
    .filter((path) => readFileSync(join(root, path), 'utf8').startsWith(GENERATED_MARK));
}

/** The generated files whose text on disk differs from what would be written, and the leftovers. */
export function staleFiles(root = ROOT) {
  const generated = generatedFiles(root);
  const stale = [...generated]
    .filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text)
    .map(([path]) => path);
  return [...stale, ...leftoverFiles(root, generated)];
}

/** Writes what is stale, removes leftovers; returns the paths it changed. */
export function writeElementLists(root = ROOT) {
  const generated = generatedFiles(root);
  const changed = [];
  for (const [path, text] of generated) {
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    changed.push(path);
  }
  for (const path of leftoverFiles(root, generated)) {
    rmSync(join(root, path));
    changed.push(path);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`gen:elements: stale, run \`npm run gen:elements\`: ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('gen:elements: every element list is up to date');
  } else {
    const changed = writeElementLists();
    console.log(changed.length ? `gen:elements: wrote ${changed.join(', ')}` : 'gen:elements: nothing to change');
  }
}
