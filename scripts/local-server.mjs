/**
 * Two helpers for the test scripts that start a local server of their own (WebKitWebDriver, the built shell): a free
 * loopback port, and a wait until it answers. Used by web-test-runner.config.mjs and scripts/test-keyboard.mjs.
 */
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; rejects, naming `what`, if the child process that should serve it exits first or
 * nothing answers within `timeoutMs`.
 */
export async function untilAnswering(url, child, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer at ${url}`);
}
