// @vitest-environment node
/**
 * npm run release (scripts/release.mjs), run on a temporary copy of the repository's package.json, lockfile,
 * changelog, README and docs pages in a git repository of its own: never on this repository, never pushed, never published.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpVersion, moveUnreleased, pinnedDocs, release } from '../../../scripts/release.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@test.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@test.invalid',
};

let dir: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: GIT_ENV }).trim();
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const quiet = () => {};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cf-release-'));
  for (const file of ['package.json', 'package-lock.json', 'CHANGELOG.md', 'README.md'])
    copyFileSync(join(ROOT, file), join(dir, file));
  for (const folder of ['docs/guides', 'docs/elements'])
    cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'copy');
  Object.assign(process.env, {
    GIT_AUTHOR_NAME: GIT_ENV.GIT_AUTHOR_NAME,
    GIT_AUTHOR_EMAIL: GIT_ENV.GIT_AUTHOR_EMAIL,
    GIT_COMMITTER_NAME: GIT_ENV.GIT_COMMITTER_NAME,
    GIT_COMMITTER_EMAIL: GIT_ENV.GIT_COMMITTER_EMAIL,
  });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL']) {
    delete process.env[name];
  }
});

/** The copy with an Unreleased section that says something (the repository's may be empty between releases). */
function withUnreleasedEntry() {
  const changelog = read('CHANGELOG.md').replace('## Unreleased\n', '## Unreleased\n\n### Fixed\n\n- A fix.\n');
  writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
  git('commit', '--quiet', '-am', 'an entry');
}

describe('npm run release', () => {
  it('the repository has a changelog with an Unreleased section above its first version', () => {
    const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
    const headings = changelog.split('\n').filter((line) => line.startsWith('## '));
    expect(headings[0]).toBe('## Unreleased');
    expect(headings).toContain('## 0.1.0 - 2026-11-25');
  });

  it('bumps package.json and the lockfile, and moves Unreleased under the version with the date', () => {
    withUnreleasedEntry();
    const before = JSON.parse(read('package.json')).version;
    const version = release({ root: dir, kind: 'minor', date: '2030-01-02', log: quiet });
    expect(version).toBe(bumpVersion(before, 'minor'));
    expect(JSON.parse(read('package.json')).version).toBe(version);
    const lock = JSON.parse(read('package-lock.json'));
    expect([lock.version, lock.packages[''].version]).toEqual([version, version]);
    // Only the version lines changed (the lockfile has two): the formatting is kept.
    expect(git('diff', '--numstat', 'package.json', 'package-lock.json')).toMatch(
      /^2\t2\tpackage-lock.json\n1\t1\tpackage.json$/,
    );
    const changelog = read('CHANGELOG.md');
    expect(changelog).toContain(`## Unreleased\n\n## ${version} - 2030-01-02\n\n### Fixed\n\n- A fix.\n`);
    // The pinned CDN paths of the README and the docs pages name the new version, and only they changed.
    const docs = pinnedDocs(dir);
    expect(docs).toContain('docs/guides/embedding.md');
    expect(docs).toContain('docs/elements/course-catalog.md');
    for (const doc of ['README.md', 'docs/guides/embedding.md', 'docs/elements/course-catalog.md']) {
      expect(read(doc), doc).toContain(`coursify-elements@${version}/dist/cdn/`);
    }
    for (const doc of docs) expect(read(doc), doc).not.toContain(`coursify-elements@${before}/`);
    const changed = git('diff', '--name-only').split('\n');
    expect(changed).toEqual(expect.arrayContaining(['README.md', 'docs/guides/embedding.md']));
    expect(
      git('diff', ...docs)
        .split('\n')
        .filter((line) => /^[-+][^-+]/.test(line))
        .every((line) => line.includes(`coursify-elements@`)),
    ).toBe(true);
    // Without --commit nothing is committed or tagged.
    expect(git('tag')).toBe('');
    expect(git('log', '--format=%s', '-1')).toBe('an entry');
  });

  it('with --commit, commits the changed files as "Release <version>" and tags v<version>', () => {
    withUnreleasedEntry();
    const version = release({ root: dir, kind: 'patch', commit: true, log: quiet });
    expect(git('log', '--format=%s', '-1')).toBe(`Release ${version}`);
    expect(git('tag')).toBe(`v${version}`);
    expect(git('status', '--porcelain')).toBe('');
    expect(read('CHANGELOG.md')).toContain(`## ${version} - ${new Date().toISOString().slice(0, 10)}`);
  });

  it('refuses a dirty tree and an empty Unreleased section, writing nothing', () => {
    const before = read('package.json');
    // The copy's Unreleased section made empty, committed: refused for saying nothing.
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      read('CHANGELOG.md').replace(/## Unreleased\n[\s\S]*?(?=\n## )/, '## Unreleased\n\n### Added\n'),
    );
    git('commit', '--quiet', '-am', 'empty unreleased');
    expect(() => release({ root: dir, kind: 'patch', log: quiet })).toThrow(/Unreleased section .* is empty/);
    withUnreleasedEntry();
    writeFileSync(join(dir, 'stray.txt'), 'x');
    expect(() => release({ root: dir, kind: 'patch', log: quiet })).toThrow(
      /commit or stash these first:\n\?\? stray.txt/,
    );
    expect(read('package.json')).toBe(before);
  });

  it('runs as a command: npm run release -- <kind>, exiting 1 with the reason on a bad kind', () => {
    withUnreleasedEntry();
    const script = join(ROOT, 'scripts/release.mjs');
    expect(() => execFileSync(process.execPath, [script, 'huge'], { cwd: dir, stdio: 'pipe' })).toThrow(
      /say patch, minor or major, not huge/,
    );
    const output = execFileSync(process.execPath, [script, 'major'], { cwd: dir, encoding: 'utf8' });
    expect(output).toMatch(/→ \d+\.0\.0/);
  });
});

describe('the release helpers', () => {
  it('bump a major.minor.patch version, and refuse anything else', () => {
    expect(bumpVersion('0.1.0', 'patch')).toBe('0.1.1');
    expect(bumpVersion('0.1.9', 'minor')).toBe('0.2.0');
    expect(bumpVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(() => bumpVersion('1.0.0-beta.1', 'patch')).toThrow(/not major.minor.patch/);
    expect(() => bumpVersion('1.0.0', undefined)).toThrow(/patch, minor or major/);
  });

  it('move only the Unreleased section, and refuse a changelog without one', () => {
    const text = '# Changelog\n\n## Unreleased\n\n- New.\n\n## 1.0.0 - 2029-01-01\n\n- Old.\n';
    expect(moveUnreleased(text, '1.1.0', '2030-01-01')).toBe(
      '# Changelog\n\n## Unreleased\n\n## 1.1.0 - 2030-01-01\n\n- New.\n\n## 1.0.0 - 2029-01-01\n\n- Old.\n',
    );
    expect(() => moveUnreleased('# Changelog\n', '1.0.0', '2030-01-01')).toThrow(/no "## Unreleased" section/);
  });
});
