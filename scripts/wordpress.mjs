/**
 * A real WordPress for the cms tests (playwright.cms.config.ts starts and stops it): Debian 12's `wordpress` (6.1)
 * on its own MariaDB and Apache, on 127.0.0.1 only, with the built plugin (dist/wordpress/coursify-elements.zip)
 * unzipped into a wp-content of its own and activated.
 *
 * - Debian's packages are installed with apt-get when missing (as root, non-interactively; as
 *   scripts/ensure-browsers.mjs does for the browsers); the services they ship are not started or enabled.
 * - Everything lives in one temporary directory (database files, sockets, wp-content, logs): MariaDB listens on a
 *   socket there only (no TCP), Apache on 127.0.0.1:<free port>. The one file written outside it is Debian's
 *   per-host config, /etc/wordpress/config-127.0.0.1.php (Debian's wp-config.php reads no other place); it is
 *   refused if it already exists and removed on stop.
 * - A fresh database, an administrator and an Author, a Contributor and an Editor, with passwords generated per
 *   run and never printed (they reach the tests through the environment).
 * - stop() ends only the two processes started here, by PID, and removes what was written.
 *
 *   node scripts/wordpress.mjs             starts it, prints the URL, stops on Ctrl-C (KEEP=1 keeps the directory)
 *   node scripts/wordpress.mjs --packages  only installs the missing packages (npm test's first stage)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readZip } from './build-wordpress.mjs';
import { freePort, untilAnswering } from './local-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WORDPRESS = '/usr/share/wordpress';
const HOST = '127.0.0.1';
const DEBIAN_CONFIG = `/etc/wordpress/config-${HOST}.php`;
const PACKAGES = [
  'wordpress',
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

/**
 * Runs PHP in the running site (WordPress loaded, as the site's own code would be): `code` on stdin, its output
 * returned. For what WordPress 6.1's REST API cannot do (switching themes).
 */
export function runPhp(code) {
  return runOrThrow(
    'php',
    [
      '-r',
      `$_SERVER['HTTP_HOST'] = ${php(HOST)}; $_SERVER['REQUEST_URI'] = '/'; require ${php(`${WORDPRESS}/wp-load.php`)}; eval(stream_get_contents(STDIN));`,
    ],
    { input: code },
  );
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
 * Starts WordPress with the plugin from `zip` installed and active.
 * @returns {Promise<{url: string, dir: string, users: Record<string, {login: string, password: string}>, stop: () => Promise<void>}>}
 */
export async function startWordPress({
  zip = resolve(ROOT, 'dist/wordpress/coursify-elements.zip'),
  log = console.log,
  keep = false,
} = {}) {
  if (!existsSync(zip)) throw new Error(`${zip} not found: run npm run build first`);
  ensurePackages(log);
  if (existsSync(DEBIAN_CONFIG)) {
    throw new Error(`${DEBIAN_CONFIG} exists already (another WordPress for ${HOST}?); not touching it`);
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
      runOrThrow('ln', ['-s', `${WORDPRESS}/wp-content/themes/${theme}`, join(content, 'themes')]);
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
$_SERVER['HTTP_HOST'] = ${php(HOST)};
$_SERVER['REQUEST_URI'] = '/';
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
LoadModule php_module ${PHP_MODULE}
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
DocumentRoot ${WORDPRESS}
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
<Directory ${WORDPRESS}/wp-content/themes>
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
    return { url, dir, admin, users, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename && process.argv.includes('--packages')) {
  // npm test's first stage: the packages only (after the browsers', as apt takes one install at a time).
  ensurePackages();
} else if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const keep = process.env.KEEP === '1';
  const site = await startWordPress({ keep });
  console.log(
    `WordPress at ${site.url} (users: ${Object.values(site.users)
      .map((user) => user.login)
      .join(', ')})`,
  );
  const quit = () => site.stop().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
