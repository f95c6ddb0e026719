/**
 * A real WordPress for the cms tests (playwright.cms.config.ts starts and stops it) on its own MariaDB and Apache,
 * on 127.0.0.1 only, with the built plugin (dist/wordpress/coursify-elements.zip) unzipped into a wp-content of its
 * own and activated. Two releases, each from Debian's own packages:
 * - `packaged`: Debian 12's `wordpress` (6.1), installed with apt-get;
 * - `current`: the `wordpress` and `wordpress-l10n` packages of Debian 13 (trixie, 6.8), the .debs alone, downloaded
 *   with apt-get from the same mirror this machine's Debian 12 sources name (a temporary source list with suite
 *   trixie; nothing of trixie is installed) and unpacked with dpkg-deb into node_modules/.cache (kept between runs).
 *   Debian 12's PHP 8.2,
 *   Apache and MariaDB run it; its links to Debian's shared PHP and JavaScript libraries (getID3, lodash, underscore,
 *   cropper) resolve to the copies Debian 12's `wordpress` package installed.
 *
 * - Each release has its own core translations (Debian's `wordpress-l10n` of the same release: de_DE, ar, … as .mo
 *   files; the block editor's own JavaScript strings are not in them), linked as the site's wp-content/languages;
 *   a test switches the site's language with the WPLANG option.
 * - Debian's packages are installed with apt-get when missing (as root, non-interactively; as
 *   scripts/ensure-browsers.mjs does for the browsers); the services they ship are not started or enabled.
 * - Everything lives in one temporary directory (database files, sockets, wp-content, logs): MariaDB listens on a
 *   socket there only (no TCP), Apache on 127.0.0.1:<free port>. The one file written outside it is Debian's
 *   config, /etc/wordpress/config-coursify-<release>.php (Debian's wp-config.php reads no other place; Apache and
 *   the command-line PHP name it with WORDPRESS_CONFIG, so both releases run at once); it is refused if it already
 *   exists and removed on stop.
 * - A fresh database, an administrator and an Author, a Contributor and an Editor, with passwords generated per
 *   run and never printed (they reach the tests through the environment).
 * - stop() ends only the two processes started here, by PID, and removes what was written.
 *
 *   node scripts/wordpress.mjs [current]  starts it, prints the URL, stops on Ctrl-C (KEEP=1 keeps the directory)
 *   node scripts/wordpress.mjs --packages  only installs the missing packages and fetches the current release
 *                                          (npm test's first stage)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readZip } from './build-wordpress.mjs';
import { freePort, untilAnswering } from './local-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** Debian 12's WordPress, installed by its package; its themes serve both releases. */
const PACKAGED = '/usr/share/wordpress';
/** Where the current release is unpacked (dpkg-deb -x: usr/share/wordpress below it). */
const CURRENT = resolve(ROOT, 'node_modules/.cache/coursify-wordpress-current');
/** The Debian release whose `wordpress` package is the current one. */
const CURRENT_SUITE = 'trixie';
/** The packages of that release unpacked there: WordPress and its core translations. */
const CURRENT_PACKAGES = ['wordpress', 'wordpress-l10n'];
export const RELEASES = ['packaged', 'current'];
const HOST = '127.0.0.1';
/** Debian's config for a release's site, named by WORDPRESS_CONFIG (Debian's wp-config.php reads it from there). */
const configName = (release) => `coursify-${release}`;
const debianConfig = (release) => `/etc/wordpress/config-${configName(release)}.php`;
const PACKAGES = [
  'wordpress',
  // WordPress's own translations (the admin in German, Arabic right to left).
  'wordpress-l10n',
  'wordpress-theme-twentytwentythree',
  // A classic theme, for the shortcodes' page.
  'wordpress-theme-twentytwentyone',
  'apache2',
  'libapache2-mod-php',
  'php-mysql',
  'mariadb-server',
];
const PHP_MODULE = '/usr/lib/apache2/modules/libphp8.2.so';
export const ROLES = ['author', 'contributor', 'editor'];
/** The block theme the site runs, and a classic one (the shortcodes are tested on both). */
export const THEMES = ['twentytwentythree', 'twentytwentyone'];

const installed = (name) =>
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format, not a template
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('install ok installed');

/** Installs the Debian packages that are missing (apt-get, non-interactive), or explains how to. */
export function ensurePackages(log = console.log) {
  const missing = PACKAGES.filter((name) => !installed(name));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `The cms tests need Debian's ${missing.join(', ')}.${hasApt ? `\nInstall with:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}` : ''}`,
    );
  }
  log(`Installing Debian's ${missing.join(', ')} for the cms tests.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', '--no-install-recommends', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${result.status})`);
  }
  const still = PACKAGES.filter((name) => !installed(name));
  if (still.length) throw new Error(`still missing after apt-get: ${still.join(', ')}`);
}

/** The `$_SERVER` a command-line PHP sets before loading `site`'s WordPress (its Debian config, its host). */
const phpServer = (release) =>
  `$_SERVER['HTTP_HOST'] = ${php(HOST)}; $_SERVER['REQUEST_URI'] = '/'; $_SERVER['WORDPRESS_CONFIG'] = ${php(configName(release))};`;

/**
 * Runs PHP in the running site of `release` (WordPress loaded, as the site's own code would be): `code` on stdin, its
 * output returned. For what WordPress 6.1's REST API cannot do (switching themes).
 */
export function runPhp(code, { release, wordpress } = { release: 'packaged', wordpress: PACKAGED }) {
  return runOrThrow(
    'php',
    ['-r', `${phpServer(release)} require ${php(`${wordpress}/wp-load.php`)}; eval(stream_get_contents(STDIN));`],
    { input: code },
  );
}

/**
 * The mirror of this machine's own Debian release, as its apt sources name it (deb822 `.sources` files, or
 * one-line `.list` files): the first `deb` entry for the release itself (not -updates or -security).
 */
function debianMirror() {
  const codename = /^VERSION_CODENAME=(.+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1]?.trim();
  const dir = '/etc/apt/sources.list.d';
  const files = existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  for (const file of files.filter((path) => path.endsWith('.sources'))) {
    for (const paragraph of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
      const field = (name) => new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(paragraph)?.[1].trim().split(/\s+/) ?? [];
      if (field('Types').includes('deb') && field('Suites').includes(codename) && field('URIs')[0]) {
        return { uri: field('URIs')[0], signedBy: field('Signed-By')[0] };
      }
    }
  }
  for (const file of ['/etc/apt/sources.list', ...files.filter((path) => path.endsWith('.list'))]) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^deb\s+(?:\[([^\]]*)\]\s+)?(\S+)\s+(\S+)\s/.exec(line.trim());
      if (match && match[3] === codename) {
        return { uri: match[2], signedBy: /signed-by=(\S+)/.exec(match[1] ?? '')?.[1] };
      }
    }
  }
  throw new Error(`no apt source for Debian ${codename} on this machine: cannot fetch ${CURRENT_SUITE}'s wordpress`);
}

/**
 * The current release's WordPress directory, fetched and unpacked on first use (see the top of this file): the
 * `wordpress` and `wordpress-l10n` .debs of Debian ${CURRENT_SUITE} alone, with a source list, package lists and cache
 * of their own under CURRENT (the machine's apt state is not touched), then those removed again.
 */
export function ensureCurrentWordPress(log = console.log) {
  const root = join(CURRENT, 'usr/share/wordpress');
  const unpacked = ['wp-includes/version.php', 'wp-content/languages/de_DE.mo'];
  if (unpacked.every((path) => existsSync(join(root, path)))) return root;
  const { uri, signedBy } = debianMirror();
  const apt = join(CURRENT, 'apt');
  rmSync(CURRENT, { recursive: true, force: true });
  for (const path of ['sources', 'lists/partial', 'cache/archives/partial', 'deb']) {
    mkdirSync(join(apt, path), { recursive: true });
  }
  writeFileSync(
    join(apt, 'sources', `${CURRENT_SUITE}.sources`),
    `Types: deb\nURIs: ${uri}\nSuites: ${CURRENT_SUITE}\nComponents: main\n${signedBy ? `Signed-By: ${signedBy}\n` : ''}`,
  );
  const options = [
    ['Dir::Etc::SourceList', '/dev/null'],
    ['Dir::Etc::SourceParts', join(apt, 'sources')],
    ['Dir::State::Lists', join(apt, 'lists')],
    ['Dir::Cache', join(apt, 'cache')],
  ].flatMap(([name, value]) => ['-o', `${name}=${value}`]);
  log(
    `Fetching Debian ${CURRENT_SUITE}'s ${CURRENT_PACKAGES.join(' and ')} packages (the .debs only) for the cms tests.`,
  );
  runOrThrow('apt-get', [...options, '-q', 'update']);
  runOrThrow('apt-get', [...options, '-q', 'download', ...CURRENT_PACKAGES], { cwd: join(apt, 'deb') });
  const debs = readdirSync(join(apt, 'deb'));
  for (const name of CURRENT_PACKAGES) {
    const deb = debs.find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${name} (${CURRENT_SUITE}) left no .deb`);
    runOrThrow('dpkg-deb', ['-x', join(apt, 'deb', deb), CURRENT]);
  }
  // Its relative links to Debian's shared libraries (usr/share/php/getid3, usr/share/javascript/…): this machine's.
  for (const shared of ['php', 'javascript']) symlinkSync(`/usr/share/${shared}`, join(CURRENT, 'usr/share', shared));
  rmSync(apt, { recursive: true, force: true });
  const version = /\$wp_version = '([^']+)'/.exec(readFileSync(join(root, 'wp-includes/version.php'), 'utf8'))?.[1];
  log(`WordPress ${version} (${debs.join(', ')}) unpacked into ${CURRENT}`);
  return root;
}

const secret = () => randomBytes(18).toString('base64url');

function runOrThrow(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args[0] ?? ''} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

async function waitFor(check, child, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** A PHP string literal. */
const php = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * Whether a config of ours at `path` belongs to a run that is over: one killed before its exit handler ran (a CI
 * machine's timeout, a closed terminal) leaves the file, but its MariaDB socket is gone with it. A live run's socket
 * exists, and its config is left alone.
 */
function leftBehind(path) {
  const text = readFileSync(path, 'utf8');
  if (!text.includes('Written by the Coursify cms tests')) return false;
  const socket = text.match(/define\('DB_HOST', 'localhost:([^']+)'\)/)?.[1];
  return socket !== undefined && !existsSync(socket);
}

/**
 * Starts WordPress with the plugin from `zip` installed and active.
 * @returns {Promise<{url: string, dir: string, users: Record<string, {login: string, password: string}>, stop: () => Promise<void>}>}
 */
export async function startWordPress({
  zip = resolve(ROOT, 'dist/wordpress/coursify-elements.zip'),
  log = console.log,
  keep = false,
  release = 'packaged',
} = {}) {
  if (!existsSync(zip)) throw new Error(`${zip} not found: run npm run build first`);
  if (!RELEASES.includes(release)) throw new Error(`unknown WordPress release ${release} (${RELEASES.join(', ')})`);
  ensurePackages(log);
  const WORDPRESS = release === 'current' ? ensureCurrentWordPress(log) : PACKAGED;
  const DEBIAN_CONFIG = debianConfig(release);
  if (existsSync(DEBIAN_CONFIG)) {
    if (!leftBehind(DEBIAN_CONFIG)) {
      throw new Error(`${DEBIAN_CONFIG} exists already (another cms test run?); not touching it`);
    }
    log(`${DEBIAN_CONFIG} was left by a run that was killed (its database is gone): removing it`);
    rmSync(DEBIAN_CONFIG, { force: true });
  }
  const base = process.env.TMPDIR || tmpdir();
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'coursify-wordpress-'));
  chmodSync(dir, 0o755); // Apache (www-data) and MariaDB (mysql) read below it
  const children = [];
  let configWritten = false;

  // If this process ends without stop() (a crash, an interrupt), the servers still end: by their PIDs.
  const onExit = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    if (configWritten) rmSync(DEBIAN_CONFIG, { force: true });
  };
  process.once('exit', onExit);

  async function stop() {
    process.removeListener('exit', onExit);
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
    }
    if (configWritten) rmSync(DEBIAN_CONFIG, { force: true });
    configWritten = false;
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }

  try {
    // MariaDB: its own data directory, a socket in the run directory, no TCP at all.
    const data = join(dir, 'mysql');
    const run = join(dir, 'run');
    mkdirSync(data);
    mkdirSync(run);
    runOrThrow('chown', ['mysql:mysql', data, run]);
    runOrThrow(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${data}`,
        '--user=mysql',
        '--auth-root-authentication-method=socket',
        '--skip-test-db',
      ],
      { env: { ...process.env, TMPDIR: run } },
    );
    const socket = join(run, 'mysqld.sock');
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${socket}`,
        `--pid-file=${join(run, 'mysqld.pid')}`,
        '--skip-networking',
        '--user=mysql',
        `--tmpdir=${run}`,
        `--log-error=${join(dir, 'mariadb.log')}`,
      ],
      // Own process groups: Apache, stopping, signals its whole group (it would end this process too).
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    await waitFor(() => existsSync(socket), mariadb, 'MariaDB');

    const db = { name: 'coursify_wp', user: 'coursify_wp', password: secret() };
    // SQL on stdin, never in an argument (process lists show arguments).
    runOrThrow('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root'], {
      input: `CREATE DATABASE ${db.name} CHARACTER SET utf8mb4;
CREATE USER '${db.user}'@'localhost' IDENTIFIED BY '${db.password}';
GRANT ALL ON ${db.name}.* TO '${db.user}'@'localhost';`,
    });

    // wp-content of its own: the theme from Debian's package (linked), the plugin unzipped from the build.
    const content = join(dir, 'wp-content');
    mkdirSync(join(content, 'themes'), { recursive: true });
    mkdirSync(join(content, 'plugins'), { recursive: true });
    mkdirSync(join(content, 'uploads'), { recursive: true });
    for (const theme of THEMES)
      runOrThrow('ln', ['-s', `${PACKAGED}/wp-content/themes/${theme}`, join(content, 'themes')]);
    // The release's own core translations (wordpress-l10n): WordPress reads wp-content/languages when it exists.
    symlinkSync(`${WORDPRESS}/wp-content/languages`, join(content, 'languages'));
    for (const [name, bytes] of readZip(readFileSync(zip))) {
      const path = join(content, 'plugins', name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
    }
    runOrThrow('chown', ['-R', 'www-data:www-data', content]);

    const port = await freePort();
    const url = `http://${HOST}:${port}`;
    const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT'];
    salts.push('LOGGED_IN_SALT', 'NONCE_SALT');
    writeFileSync(
      DEBIAN_CONFIG,
      `<?php
// Written by the Coursify cms tests (scripts/wordpress.mjs) for one run; removed when it stops.
define('DB_NAME', ${php(db.name)});
define('DB_USER', ${php(db.user)});
define('DB_PASSWORD', ${php(db.password)});
define('DB_HOST', ${php(`localhost:${socket}`)});
define('WP_CONTENT_DIR', ${php(content)});
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('FS_METHOD', 'direct');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('WP_ALLOW_MULTISITE', false);
${salts.map((name) => `define('${name}', ${php(secret())});`).join('\n')}
`,
      { mode: 0o640 },
    );
    configWritten = true;
    runOrThrow('chgrp', ['www-data', DEBIAN_CONFIG]);

    // Install: wp_install() and the users, from PHP on the command line; passwords on stdin.
    const users = Object.fromEntries(ROLES.map((role) => [role, { login: `test-${role}`, password: secret() }]));
    const admin = { login: 'test-admin', password: secret() };
    const installer = join(dir, 'install.php');
    writeFileSync(
      installer,
      `<?php
${phpServer(release)}
define('WP_INSTALLING', true);
$in = json_decode(stream_get_contents(STDIN), true);
require ${php(`${WORDPRESS}/wp-load.php`)};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = wp_install('Coursify cms tests', $in['admin']['login'], 'wordpress@localhost', false, '', $in['admin']['password']);
if (is_wp_error($result)) { fwrite(STDERR, $result->get_error_message()); exit(1); }
switch_theme('twentytwentythree');
foreach ($in['users'] as $role => $user) {
  $id = wp_insert_user(array('user_login' => $user['login'], 'user_pass' => $user['password'], 'role' => $role, 'user_email' => $user['login'] . '@localhost'));
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
}
$activated = activate_plugin('coursify-elements/coursify-elements.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }
echo "ok\\n";
`,
    );
    runOrThrow('php', [installer], { input: JSON.stringify({ admin, users }) });
    rmSync(installer);

    const conf = join(dir, 'apache2.conf');
    writeFileSync(
      conf,
      `ServerRoot /etc/apache2
ServerName ${HOST}
Listen ${HOST}:${port}
PidFile ${join(run, 'apache2.pid')}
DefaultRuntimeDir ${run}
Mutex file:${run}
User www-data
Group www-data
ErrorLog ${join(dir, 'apache-error.log')}
LogLevel warn
StartServers 2
MaxRequestWorkers 8
LoadModule mpm_prefork_module /usr/lib/apache2/modules/mod_mpm_prefork.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule dir_module /usr/lib/apache2/modules/mod_dir.so
LoadModule mime_module /usr/lib/apache2/modules/mod_mime.so
LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so
LoadModule env_module /usr/lib/apache2/modules/mod_env.so
LoadModule php_module ${PHP_MODULE}
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
DocumentRoot ${WORDPRESS}
# Debian's wp-config.php reads /etc/wordpress/config-<this>.php.
SetEnv WORDPRESS_CONFIG ${configName(release)}
Alias /wp-content ${content}
# WordPress answers /favicon.ico with its logo when its rewrite rules route the request to it (do_favicon); there
# are none here, and a browser's 404 for it would be a console error on every page.
Alias /favicon.ico ${WORDPRESS}/wp-includes/images/w-logo-blue-white-bg.png
<Directory />
  Require all denied
</Directory>
<Directory ${WORDPRESS}>
  Options FollowSymLinks
  Require all granted
</Directory>
<Directory ${content}>
  Options FollowSymLinks
  Require all granted
</Directory>
<Directory ${PACKAGED}/wp-content/themes>
  Require all granted
</Directory>
`,
    );
    // PHP's temporary directory (uploads, unzipping) comes from TMPDIR: one of the site's own, writable by it.
    const phpTmp = join(dir, 'tmp');
    mkdirSync(phpTmp);
    runOrThrow('chown', ['www-data:www-data', phpTmp]);
    const apache = spawn('/usr/sbin/apache2', ['-f', conf, '-DFOREGROUND'], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, TMPDIR: phpTmp },
    });
    children.push(apache);
    await untilAnswering(`${url}/wp-login.php`, apache, 'Apache');
    return { url, dir, admin, users, release, wordpress: WORDPRESS, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename && process.argv.includes('--packages')) {
  // npm test's first stage: the packages only (after the browsers', as apt takes one install at a time), and the
  // current release's .deb.
  ensurePackages();
  ensureCurrentWordPress();
} else if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const keep = process.env.KEEP === '1';
  const site = await startWordPress({ keep, release: process.argv[2] ?? 'packaged' });
  console.log(
    `WordPress at ${site.url} (users: ${Object.values(site.users)
      .map((user) => user.login)
      .join(', ')})`,
  );
  const quit = () => site.stop().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
