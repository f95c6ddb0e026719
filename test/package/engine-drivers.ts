/**
 * The three engines for a package test that must see what each one really does (Playwright's own Firefox and
 * WebKit builds cannot be had here, and 1.65 cannot drive Debian's Firefox ESR: docs/toolchain.md): Chromium and
 * Firefox ESR through puppeteer (Firefox over WebDriver BiDi), WebKitGTK's MiniBrowser through WebKitWebDriver and
 * webdriverio (scripts/webkit-session.mjs, as scripts/test-keyboard.mjs drives it). Each driver opens pages and runs
 * a self-contained function in the page (it is sent as source).
 */
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { enginePaths } from '../../scripts/engines.mjs';
import { startWebKitSession } from '../../scripts/webkit-session.mjs';

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

/** WebKit: MiniBrowser through WebKitWebDriver (scripts/webkit-session.mjs, shared with the keyboard walks). */
async function webkitDriver(): Promise<Driver> {
  const { browser, close } = await startWebKitSession();
  return {
    open: async (url) => {
      await browser.url(url);
    },
    run: (fn) => browser.execute(fn) as never,
    close,
  };
}

/** A running engine. */
export function launch(engine: Engine): Promise<Driver> {
  return engine === 'webkit' ? webkitDriver() : puppeteerDriver(engine);
}
