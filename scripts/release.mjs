/**
 * npm run release -- <patch|minor|major> [--commit]: one step of a release, run in the package's root.
 * - refuses a working tree with uncommitted changes (git status), and a CHANGELOG.md whose `## Unreleased` section
 *   says nothing: a version says what changed;
 * - bumps `version` in package.json and in package-lock.json (its own and its root package's);
 * - moves what `## Unreleased` says under `## <version> - <today, UTC>` and leaves an empty `## Unreleased` above;
 * - moves the version-pinned CDN paths (`coursify-elements@<old>/`) of README.md and of the guides and element pages
 *   (docs/guides/*.md, docs/elements/*.md) to the new version, so the snippets a partner copies name the release
 *   (test/unit/scripts/cdn-integrity.test.ts checks them against package.json);
 * - with `--commit`, commits those files as "Release <version>" and tags `v<version>`.
 * It never pushes and never publishes: `git push --follow-tags` and `npm publish` stay a person's decision
 * (docs/guides/releasing.md). No dependencies: Node and git only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const UNRELEASED = '## Unreleased';

/** `1.2.3` bumped by `patch`, `minor` or `major`. Pre-release and build suffixes are refused. */
export function bumpVersion(version, kind) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`release: version ${version} is not major.minor.patch`);
  const [major, minor, patch] = match.slice(1).map(Number);
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'minor') return `${major}.${minor + 1}.0`;
  if (kind === 'patch') return `${major}.${minor}.${patch + 1}`;
  throw new Error(`release: say patch, minor or major, not ${kind ?? 'nothing'}`);
}

/** A Markdown page's pinned CDN paths moved from `from` to `to`; nothing else in it changes. */
export function pinReadme(readme, from, to) {
  return readme.split(`coursify-elements@${from}/`).join(`coursify-elements@${to}/`);
}

/** The folders of Markdown pages that show CDN snippets, beside README.md. */
export const PINNED_DOC_DIRS = ['docs/guides', 'docs/elements'];

/** README.md and every Markdown page of those folders in `root`, as paths relative to it. */
export function pinnedDocs(root) {
  const pages = PINNED_DOC_DIRS.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [],
  );
  return ['README.md', ...pages];
}

/**
 * The changelog with the Unreleased section's text under `## <version> - <date>`, and an empty Unreleased above it.
 * Throws when there is no Unreleased section or it holds nothing but sub-headings.
 */
export function moveUnreleased(changelog, version, date) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.trim() === UNRELEASED);
  if (start === -1) throw new Error(`release: CHANGELOG.md has no "${UNRELEASED}" section`);
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const body = lines.slice(start + 1, next === -1 ? lines.length : next);
  if (!body.some((line) => line.trim() !== '' && !line.startsWith('#'))) {
    throw new Error('release: the Unreleased section of CHANGELOG.md is empty: say what changed first');
  }
  const heading = `## ${version} - ${date}`;
  return [...lines.slice(0, start + 1), '', heading, ...lines.slice(start + 1)].join('\n');
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/**
 * The release in `root`; returns the new version.
 * @param {{ root?: string, kind: string, commit?: boolean, date?: string, log?: (line: string) => void }} options
 */
export function release({ root = process.cwd(), kind, commit = false, date, log = console.log }) {
  const dirty = git(['status', '--porcelain'], root).trim();
  if (dirty) throw new Error(`release: commit or stash these first:\n${dirty}`);
  const files = {
    pkg: join(root, 'package.json'),
    lock: join(root, 'package-lock.json'),
    changelog: join(root, 'CHANGELOG.md'),
  };
  const docs = pinnedDocs(root);
  const pkg = JSON.parse(readFileSync(files.pkg, 'utf8'));
  const version = bumpVersion(pkg.version, kind);
  const today = date ?? new Date().toISOString().slice(0, 10);
  // Everything is checked before anything is written.
  const changelog = moveUnreleased(readFileSync(files.changelog, 'utf8'), version, today);
  const lock = JSON.parse(readFileSync(files.lock, 'utf8'));
  if (lock.name !== pkg.name || !lock.packages?.['']) {
    throw new Error('release: package-lock.json is not the lockfile of this package');
  }

  writeJson(files.pkg, { ...pkg, version });
  lock.version = version;
  lock.packages[''].version = version;
  writeJson(files.lock, lock);
  writeFileSync(files.changelog, changelog);
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), 'utf8');
    const pinned = pinReadme(text, pkg.version, version);
    if (pinned !== text) writeFileSync(join(root, doc), pinned);
  }
  log(`release: ${pkg.name} ${pkg.version} → ${version} (${today})`);
  const missing = ['repository', 'homepage', 'bugs'].filter((field) => !pkg[field]);
  if (missing.length > 0) log(`release: package.json has no ${missing.join(', ')} (docs/guides/releasing.md)`);

  if (commit) {
    git(['add', 'package.json', 'package-lock.json', 'CHANGELOG.md', ...docs], root);
    git(['commit', '--quiet', '-m', `Release ${version}`], root);
    git(['tag', `v${version}`], root);
    log(`release: committed and tagged v${version}; push with git push --follow-tags, then npm publish`);
  } else {
    log('release: review the changes, then commit them and tag, or run again with --commit next time');
  }
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  try {
    release({ kind: args.find((arg) => !arg.startsWith('--')), commit: args.includes('--commit') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
