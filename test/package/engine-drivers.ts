/**
 * The three engines for a package test that must see what each one really does (Playwright's own Firefox and
 * WebKit builds cannot be had here, and 1.65 cannot drive Debian's Firefox ESR: docs/toolchain.md): Chromium and
 * Firefox ESR through puppeteer (Firefox over WebDriver BiDi), WebKitGTK's MiniBrowser through WebKitWebDriver and
 * webdriverio, as scripts/test-keyboard.mjs drives them. Each driver opens pages and runs a self-contained function
 * in the page (it is sent as source).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { enginePaths } from '../../scripts/engines.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

export type Driver = {
  open(url: string): Promise<void>;
  run<T>(fn: () => T): Promise<T>;
  close(): Promise<void>;
};

async function puppeteerDriver(engine: 'chromium' | 'firefox'): Promise<Driver> {
  const { default: puppeteer } = await import('puppeteer-core');
  const executablePath = enginePaths(engine).executable;
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? { browser: 'chrome', executablePath, headless: true, args: CHROMIUM_ARGS }
      : { browser: 'firefox', executablePath, headless: true },
  );
  let page = await browser.newPage();
  return {
    async open(url) {
      // A fresh tab per page: nothing of the previous page (its module map) carries over.
      await page.close();
      page = await browser.newPage();
      await page.goto(url);
    },
    run: (fn) => page.evaluate(fn) as never,
    close: () => browser.close(),
  };
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** WebKit on `port`: MiniBrowser has no headless mode, so without a display the driver runs under xvfb-run. */
async function webkitDriver(port: number): Promise<Driver> {
  const { remote } = await import('webdriverio');
  const { driver, miniBrowser, xvfbRun } = enginePaths('webkit');
  const [command, args] = process.env.DISPLAY
    ? [driver, [`--port=${port}`]]
    : [xvfbRun, ['-a', driver, `--port=${port}`]];
  // Its own process group, so closing ends xvfb-run, its X server and the driver together (by this group's id).
  const child = spawn(command, args, {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  try {
    await untilAnswering(`http://127.0.0.1:${port}/status`, child);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 120_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // Without it webdriverio asks for a BiDi session, which WebKitWebDriver rejects.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    return {
      open: async (url) => {
        await browser.url(url);
      },
      run: (fn) => browser.execute(fn) as never,
      async close() {
        await browser.deleteSession().catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A running engine. `webdriverPort` is where WebKitWebDriver listens (one of the test's own ports). */
export function launch(engine: Engine, webdriverPort: number): Promise<Driver> {
  return engine === 'webkit' ? webkitDriver(webdriverPort) : puppeteerDriver(engine);
}
