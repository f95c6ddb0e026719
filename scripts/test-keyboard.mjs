/**
 * npm run test:keyboard: keyboard walks of the built shell (test/keyboard/walks.mjs) in Chromium, Firefox and
 * WebKit, with real key input, side by side.
 *   npm run test:keyboard                              all three engines (needs `npm run build` first)
 *   npm run test:keyboard -- --engine webkit           one engine (repeat or comma-separate for more)
 *   npm run test:keyboard -- --grep docs               only the walks whose name contains the text
 * Chromium and Firefox ESR through puppeteer (Firefox over WebDriver BiDi), WebKit (WebKitGTK's MiniBrowser)
 * through WebKitWebDriver and webdriverio over WebDriver classic: every key is a real key event of the engine,
 * which does its own focus navigation and scrolling. The viewport is sized exactly (WebKit: the window, corrected by
 * what the window's frame takes). The shell is served from dist/demo by scripts/serve.mjs on a free port
 * (KEYBOARD_PORT to choose one). MiniBrowser has no headless mode: without a display, this runs itself again
 * under xvfb-run. Ends with "keyboard total: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { enginePaths, selectedEngines } from './engines.mjs';
import { freePort, untilAnswering } from './local-server.mjs';
import { startWebKitSession } from './webkit-session.mjs';

const args = process.argv.slice(2);
const asked = [];
let grep = process.env.GREP ?? '';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--engine' || args[i] === '--engines') asked.push(args[++i] ?? '');
  else if (args[i].startsWith('--engine=')) asked.push(args[i].slice('--engine='.length));
  else if (args[i] === '--grep') grep = args[++i] ?? '';
  else throw new Error(`test-keyboard: unknown argument ${args[i]}`);
}
const engines = selectedEngines(asked.length ? asked.join(',') : undefined);

/** Children to end when this script ends, however it ends. */
const children = new Set();
function start(command, commandArgs, options) {
  const child = spawn(command, commandArgs, { stdio: 'ignore', ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
process.on('exit', () => {
  for (const child of children) child.kill();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** A walk that takes longer has hung (a lost WebDriver session, a page that never settles): it fails. */
const WALK_TIMEOUT_MS = 120_000;

const WIDTH = 1280;
const HEIGHT = 900;

/** Chromium and Firefox: a tab per walk; every key through the engine's own input (CDP / WebDriver BiDi). */
async function puppeteerEngine(engine) {
  const { default: puppeteer } = await import('puppeteer-core');
  const { executable } = enginePaths(engine);
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? { browser: 'chrome', executablePath: executable, headless: true, args: CHROMIUM_ARGS }
      : { browser: 'firefox', executablePath: executable, headless: true },
  );
  let page = null;
  return {
    // A new tab for each walk: Firefox's first tab never has focus when driven over WebDriver BiDi
    // (document.hasFocus() false, :focus never matches), and Tab past a page's last stop moves focus to the
    // browser's own UI, from where it does not come back to the page by itself.
    async fresh(width, height) {
      const previous = page;
      page = await browser.newPage();
      await previous?.close();
      await page.setViewport({ width, height });
    },
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    async key(key, modifiers = []) {
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key === 'Space' ? ' ' : key);
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
    },
    run: (fn, ...fnArgs) => page.evaluate(fn, ...fnArgs),
    close: () => browser.close(),
  };
}

/** W3C WebDriver key codes (WebDriver spec, "Keyboard actions"), as scripts/wtr-keys.mjs sends them. */
const WEBDRIVER_KEYS = { Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008', Space: ' ', Tab: '\uE004' };

/** WebKit: MiniBrowser through WebKitWebDriver (webkit-session.mjs), keys as W3C key actions. */
async function webkitEngine() {
  const { browser, close } = await startWebKitSession();
  const code = (key) => {
    if (WEBDRIVER_KEYS[key]) return WEBDRIVER_KEYS[key];
    throw new Error(`no WebDriver code for the key "${key}"`);
  };
  return {
    async fresh(width, height) {
      // The window's size includes its frame: measure what it takes, then ask again.
      await browser.setWindowSize(width, height);
      const [innerWidth, innerHeight] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
      if (innerWidth !== width || innerHeight !== height) {
        await browser.setWindowSize(2 * width - innerWidth, 2 * height - innerHeight);
      }
    },
    goto: (url) => browser.url(url),
    async key(key, modifiers = []) {
      const values = [...modifiers.map(code), code(key)];
      const actions = [
        ...values.map((value) => ({ type: 'keyDown', value })),
        ...[...values].reverse().map((value) => ({ type: 'keyUp', value })),
      ];
      await browser.performActions([{ type: 'key', id: 'keyboard', actions }]);
    },
    // Execute Script awaits a returned promise (WebDriver spec); webdriverio sends the function's source.
    run: (fn, ...fnArgs) => browser.execute(fn, ...fnArgs),
    close,
  };
}

async function main() {
  const [{ WALKS }, probe] = await Promise.all([
    import('../test/keyboard/walks.mjs'),
    import('../test/keyboard/probe.mjs'),
  ]);
  const walks = WALKS.filter((w) => w.name.includes(grep));
  if (walks.length === 0) throw new Error(`no keyboard walk matches "${grep}"`);

  const port = Number(process.env.KEYBOARD_PORT) || (await freePort());
  const base = `http://localhost:${port}`;
  const server = start(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) } });
  // serve.mjs compresses every built file before it listens (the guides added 1.9 MB): under npm test's last
  // group, four other stages share the two cores, and that took over the default 20 s.
  await untilAnswering(`${base}/robots.txt`, server, 'scripts/serve.mjs', 120_000);

  const started = performance.now();
  const results = await Promise.all(engines.map((engine) => runEngine(engine, walks, base, probe)));
  server.kill();

  let passed = 0;
  let failed = 0;
  for (const result of results.flat()) {
    if (result.ok) passed++;
    else failed++;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nkeyboard total: ${passed} passed, ${failed} failed (${engines.join(', ')}; ${seconds} s)`);
  process.exit(failed ? 1 : 0);
}

/** Every walk in one engine, one after another in one tab; a walk's failure is reported and the next one runs. */
async function runEngine(engine, walks, base, probe) {
  const results = [];
  const label = engine.padEnd(8);
  let browser;
  try {
    browser = await (engine === 'webkit' ? webkitEngine() : puppeteerEngine(engine));
  } catch (error) {
    console.log(`✗ ${label} could not start: ${error.stack ?? error}`);
    return walks.map(() => ({ ok: false }));
  }
  for (const walk of walks) {
    const began = performance.now();
    try {
      await browser.fresh(walk.width ?? WIDTH, walk.height ?? HEIGHT);
      const visit = async (path) => {
        await browser.goto(`${base}${path}`);
        if (!(await browser.run(probe.shellReady))) throw new Error(`${path} did not render within 15 s`);
      };
      const d = {
        async open(path) {
          await browser.goto(`${base}/robots.txt`); // same origin: a first visit from here
          await browser.run(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          await visit(path);
        },
        visit,
        tab: () => browser.key('Tab'),
        key: (key, modifiers) => browser.key(key, modifiers),
        stop: () => browser.run(probe.focusStop),
        forget: () => browser.run(probe.forgetStop),
        run: (fn, ...fnArgs) => browser.run(fn, ...fnArgs),
      };
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no end after ${WALK_TIMEOUT_MS / 1000} s`)), WALK_TIMEOUT_MS);
      });
      const stops = await Promise.race([walk.run(d), timeout]).finally(() => clearTimeout(timer));
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      console.log(`✓ ${label} ${walk.name} (${stops} focus stops, ${seconds} s)`);
      results.push({ ok: true });
    } catch (error) {
      console.log(`✗ ${label} ${walk.name}\n    ${String(error.message ?? error).replaceAll('\n', '\n    ')}`);
      results.push({ ok: false });
    }
  }
  await browser.close().catch(() => {});
  return results;
}

if (engines.includes('webkit') && !process.env.DISPLAY) {
  // -a picks a free display number, so parallel runs do not collide.
  const child = spawn(enginePaths('webkit').xvfbRun, ['-a', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}
