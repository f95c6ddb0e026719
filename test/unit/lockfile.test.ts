// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Lockfile, lockfileProblems, type PackageJson, resolveInLock, satisfies } from './lockfile';

const ROOT = resolve(import.meta.dirname, '../..');
const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as T;

describe('package-lock.json', () => {
  it('lists everything package.json and every locked package ask for, so npm ci accepts it', () => {
    const lock = read<Lockfile>('package-lock.json');
    // Proof that the walk read the tree: the lockfile holds about a thousand packages.
    expect(Object.keys(lock.packages).length).toBeGreaterThan(500);
    expect(lockfileProblems(read<PackageJson>('package.json'), lock)).toEqual([]);
  });
});

/** A project depending on biome, which names two platform builds. */
function project(): { pkg: PackageJson; lock: Lockfile } {
  return {
    pkg: { devDependencies: { '@biomejs/biome': '2.6.8' } },
    lock: {
      lockfileVersion: 3,
      packages: {
        '': { devDependencies: { '@biomejs/biome': '2.6.8' } },
        'node_modules/@biomejs/biome': {
          version: '2.6.8',
          optionalDependencies: { '@biomejs/cli-linux-x64': '2.6.8', '@biomejs/cli-darwin-arm64': '2.6.8' },
        },
        'node_modules/@biomejs/cli-linux-x64': { version: '2.6.8' },
        'node_modules/@biomejs/cli-darwin-arm64': { version: '2.6.8' },
      },
    },
  };
}

describe('lockfileProblems', () => {
  it('accepts a complete lockfile', () => {
    const { pkg, lock } = project();
    expect(lockfileProblems(pkg, lock)).toEqual([]);
  });

  it('names an optional platform package the lockfile lacks (the npm ci failure)', () => {
    const { pkg, lock } = project();
    delete lock.packages['node_modules/@biomejs/cli-darwin-arm64'];
    expect(lockfileProblems(pkg, lock)).toEqual([
      'node_modules/@biomejs/biome: optional dependency @biomejs/cli-darwin-arm64 is missing from the lockfile',
    ]);
  });

  it('names a devDependency missing, locked at another version, or recorded with another range', () => {
    const { pkg, lock } = project();
    pkg.devDependencies = { ...pkg.devDependencies, vitest: '4.1.12' };
    expect(lockfileProblems(pkg, lock)).toEqual([
      'package.json devDependencies vitest@4.1.12: the lockfile records nothing',
      'vitest@4.1.12 (devDependencies): missing from the lockfile',
    ]);
    lock.packages[''] = { devDependencies: { ...pkg.devDependencies } };
    lock.packages['node_modules/vitest'] = { version: '4.1.11' };
    expect(lockfileProblems(pkg, lock)).toEqual(['vitest@4.1.12 (devDependencies): the lockfile has 4.1.11']);
  });

  it('names a dependency of a locked package that no enclosing node_modules holds', () => {
    const { pkg, lock } = project();
    lock.packages['node_modules/@biomejs/biome'] = { version: '2.6.8', dependencies: { semver: '^7.0.0' } };
    expect(lockfileProblems(pkg, lock)).toEqual([
      'node_modules/@biomejs/biome: dependency semver is missing from the lockfile',
    ]);
  });
});

describe('resolveInLock', () => {
  const lock: Lockfile = {
    lockfileVersion: 3,
    packages: { 'node_modules/a/node_modules/b': {}, 'node_modules/b': {}, 'node_modules/@s/c': {} },
  };
  it('looks in the package’s own node_modules first, then in each enclosing one', () => {
    expect(resolveInLock(lock, 'node_modules/a', 'b')).toBe('node_modules/a/node_modules/b');
    expect(resolveInLock(lock, 'node_modules/x', 'b')).toBe('node_modules/b');
    expect(resolveInLock(lock, 'node_modules/a/node_modules/b', '@s/c')).toBe('node_modules/@s/c');
    expect(resolveInLock(lock, '', 'd')).toBeNull();
  });
});

describe('satisfies', () => {
  it('reads exact versions, carets and tildes', () => {
    expect(satisfies('4.1.12', '4.1.12')).toBe(true);
    expect(satisfies('4.1.13', '4.1.12')).toBe(false);
    expect(satisfies('0.27.3', '^0.27.0')).toBe(true);
    expect(satisfies('0.28.0', '^0.27.0')).toBe(false);
    expect(satisfies('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfies('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.3')).toBe(false);
  });
  it('refuses a range it cannot read instead of passing it', () => {
    expect(() => satisfies('1.0.0', '>=1 <2')).toThrow(/not one it understands/);
  });
});
