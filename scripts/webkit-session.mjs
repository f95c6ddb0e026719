/**
 * A WebDriver session with WebKitGTK's MiniBrowser, for the tests that drive WebKit with real input and real page
 * loads (scripts/test-keyboard.mjs, test/package/engine-drivers.ts): WebKitWebDriver on a free loopback port,
 * webdriverio over WebDriver classic. MiniBrowser has no headless mode: without a display, the driver runs under
 * `xvfb-run -a`, in a process group of its own so that closing ends xvfb-run, its X server, the driver and the
 * browser together. Sessions still open when the process exits are ended with it.
 */
import { spawn } from 'node:child_process';
import { enginePaths } from './engines.mjs';
import { freePort, untilAnswering } from './local-server.mjs';

/**
 * Two `xvfb-run -a` started at the same moment (the test stages run side by side) can choose the same display
 * number; the second X server then fails and its driver exits at once. So can a driver whose free port was taken
 * in the instant between choosing it and listening. Both are over in a moment, and another start succeeds.
 */
const STARTS = 3;

const running = new Set();
process.on('exit', () => {
  for (const stop of running) stop();
});

function startDriver(port) {
  const { driver, xvfbRun } = enginePaths('webkit');
  const [command, args] = process.env.DISPLAY
    ? [driver, [`--port=${port}`]]
    : [xvfbRun, ['-a', driver, `--port=${port}`]];
  const child = spawn(command, args, {
    stdio: 'ignore',
    detached: true,
    // As for the element suite (web-test-runner.config.mjs): software painting, the same layout, focus and
    // scrolling, several times faster without a GPU.
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  const stop = () => {
    running.delete(stop);
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group has already gone
      }
    }
  };
  running.add(stop);
  return { child, stop };
}

/** A driver answering on a free port: started again (at most STARTS times) when it exits before it answers. */
async function answeringDriver() {
  for (let start = 1; ; start++) {
    const port = await freePort();
    const { child, stop } = startDriver(port);
    try {
      await untilAnswering(`http://127.0.0.1:${port}/status`, child, 'WebKitWebDriver');
      return { port, stop };
    } catch (error) {
      stop();
      const exitedEarly = child.exitCode !== null;
      if (!exitedEarly || start === STARTS) throw error;
      console.warn(`webkit-session: ${error.message}; starting it again (${start + 1} of ${STARTS})`);
    }
  }
}

/**
 * A MiniBrowser session: `browser` is webdriverio's; `close()` ends the session and every process it started.
 * @returns {Promise<{ browser: WebdriverIO.Browser, close(): Promise<void> }>}
 */
export async function startWebKitSession() {
  const { remote } = await import('webdriverio');
  const { miniBrowser } = enginePaths('webkit');
  const { port, stop } = await answeringDriver();
  try {
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
      },
    });
    return {
      browser,
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
