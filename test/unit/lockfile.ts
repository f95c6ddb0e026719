/**
 * Whether package-lock.json still describes package.json the way `npm ci` needs it, read from the two files alone
 * (no network, no npm): `npm ci` refuses a lockfile that lacks any package the tree asks for. npm 11 records every
 * optional platform package of a dependency (all of Biome's `@biomejs/cli-*` builds, not just this machine's); a
 * lockfile written on an older npm or trimmed by hand lacks them, and `npm ci` then fails with "Missing: … from
 * lock file".
 */

type Ranges = Record<string, string>;

export interface LockEntry {
  version?: string;
  dependencies?: Ranges;
  optionalDependencies?: Ranges;
  devDependencies?: Ranges;
  peerDependencies?: Ranges;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bundleDependencies?: string[] | boolean;
  link?: boolean;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export interface PackageJson {
  dependencies?: Ranges;
  devDependencies?: Ranges;
  optionalDependencies?: Ranges;
}

/**
 * The lockfile key a package at `from` ('' for the project) finds `name` at, the way Node and npm look it up:
 * its own node_modules, then each enclosing one up to the top. Null when no entry would be found.
 */
export function resolveInLock(lock: Lockfile, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (Object.hasOwn(lock.packages, key)) return key;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/**
 * Whether `version` satisfies `range`, for the ranges package.json uses: an exact version (everything is pinned),
 * `^x.y.z` or `~x.y.z`. Anything else throws, so a new kind of range makes this check grow rather than pass.
 */
export function satisfies(version: string, range: string): boolean {
  const parse = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?$/.exec(text);
    if (!match) return null;
    return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ?? '' };
  };
  const have = parse(version);
  if (!have) throw new Error(`lockfile check: cannot read the version "${version}"`);
  const operator = /^[\^~]/.test(range) ? range[0] : '';
  const want = parse(range.slice(operator.length));
  if (!want) throw new Error(`lockfile check: the range "${range}" is not one it understands (x.y.z, ^x.y.z, ~x.y.z)`);
  if (!operator) return version === range.slice(operator.length);
  if (have.pre && have.pre !== want.pre) return false;
  const compare = have.major - want.major || have.minor - want.minor || have.patch - want.patch;
  if (compare < 0 || (compare === 0 && have.pre !== want.pre)) return false;
  if (operator === '~') return have.major === want.major && have.minor === want.minor;
  // ^: the left-most non-zero part stays.
  if (want.major > 0) return have.major === want.major;
  if (want.minor > 0) return have.major === 0 && have.minor === want.minor;
  return have.major === 0 && have.minor === 0 && have.patch === want.patch;
}

/** Every way the lockfile fails `npm ci` that can be seen without the registry, one readable line each. */
export function lockfileProblems(pkg: PackageJson, lock: Lockfile): string[] {
  const problems: string[] = [];
  if (lock.lockfileVersion < 2) problems.push(`lockfileVersion ${lock.lockfileVersion}: npm ci needs a "packages" map`);
  const root = lock.packages[''] ?? {};

  // The project's own dependencies: recorded as package.json says, installed at a version the range accepts.
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
    const wanted = pkg[field] ?? {};
    const recorded = root[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (recorded[name] !== range) {
        problems.push(`package.json ${field} ${name}@${range}: the lockfile records ${recorded[name] ?? 'nothing'}`);
      }
      const key = resolveInLock(lock, '', name);
      const version = key ? lock.packages[key]?.version : undefined;
      if (!key || !version) problems.push(`${name}@${range} (${field}): missing from the lockfile`);
      else if (!satisfies(version, range)) problems.push(`${name}@${range} (${field}): the lockfile has ${version}`);
    }
    for (const name of Object.keys(recorded)) {
      if (!Object.hasOwn(wanted, name)) problems.push(`the lockfile records ${field} ${name}, package.json does not`);
    }
  }

  // Every package's dependencies, optional ones (platform builds) and required peers have an entry it resolves to.
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.link) continue;
    const bundled = new Set(Array.isArray(entry.bundleDependencies) ? entry.bundleDependencies : []);
    const needs = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, 'dependency'] as const),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, 'optional dependency'] as const),
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((name) => !entry.peerDependenciesMeta?.[name]?.optional)
        .map((name) => [name, 'peer dependency'] as const),
    ];
    for (const [name, kind] of needs) {
      if (entry.bundleDependencies === true || bundled.has(name)) continue;
      if (!resolveInLock(lock, key, name)) problems.push(`${key}: ${kind} ${name} is missing from the lockfile`);
    }
  }
  return problems;
}
