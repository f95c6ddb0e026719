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
 * How many times a session is started before giving up. Two `xvfb-run -a` started at the same moment (the test
 * stages run side by side) can choose the same display number; the second X server then fails and its driver exits
 * at once. So can a driver whose free port was taken in the instant between choosing it and listening. And a
 * browser can fail to open its session (SESSION_TIMEOUT_MS). Another start succeeds.
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

/**
 * How long MiniBrowser may take to open a session. It takes a few seconds, under load well under a minute; once (in
 * a fresh-clone `npm test`, beside three other stages) it never answered, and the request hung until webdriverio's
 * two-minute timeout failed the whole keyboard stage. A session that is not there by then is started again.
 */
const SESSION_TIMEOUT_MS = 60_000;

/** webdriverio's session on a driver that answers, or a rejection once SESSION_TIMEOUT_MS have passed. */
async function openSession(remote, port) {
  const { miniBrowser } = enginePaths('webkit');
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`MiniBrowser opened no session in ${SESSION_TIMEOUT_MS / 1000} s`)),
      SESSION_TIMEOUT_MS,
    );
  });
  const session = remote({
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
  // The losing request fails once its driver is stopped; nothing waits for it any more.
  session.catch(() => {});
  try {
    return await Promise.race([session, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A MiniBrowser session: `browser` is webdriverio's; `close()` ends the session and every process it started. Its
 * driver is started again (STARTS in all) when it exits before it answers or its browser opens no session in time;
 * a driver that neither answers nor exits is not.
 * @returns {Promise<{ browser: WebdriverIO.Browser, close(): Promise<void> }>}
 */
export async function startWebKitSession() {
  const { remote } = await import('webdriverio');
  for (let start = 1; ; start++) {
    const port = await freePort();
    const { child, stop } = startDriver(port);
    let answered = false;
    try {
      await untilAnswering(`http://127.0.0.1:${port}/status`, child, 'WebKitWebDriver');
      answered = true;
      const browser = await openSession(remote, port);
      return {
        browser,
        async close() {
          await browser.deleteSession().catch(() => {});
          stop();
        },
      };
    } catch (error) {
      const hung = !answered && child.exitCode === null;
      stop();
      if (hung || start === STARTS) throw error;
      console.warn(`webkit-session: ${error.message}; starting it again (${start + 1} of ${STARTS})`);
    }
  }
}
