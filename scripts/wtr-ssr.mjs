/**
 * A web-test-runner command for the server-rendering tests (test/element/ssr-hydrate.test.ts): renders markup with
 * the built coursify-elements/ssr (dist/ssr, in this Node process), so a test page gets exactly what a partner's
 * server would send and parses it into declarative shadow roots.
 *
 *   const html = await executeServerCommand('ssr-render', { html, options });
 *   const seed = await executeServerCommand('parity-seed');  // PARITY_SEED and PARITY_RUNS, or nulls
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export function ssrRenderPlugin({ rootDir = process.cwd() } = {}) {
  return {
    name: 'ssr-render',
    async executeCommand({ command, payload }) {
      // The parity test's seed from the environment (PARITY_SEED=…), so a printed seed can be run again.
      if (command === 'parity-seed') {
        return { seed: process.env.PARITY_SEED || null, runs: process.env.PARITY_RUNS || null };
      }
      if (command !== 'ssr-render') return undefined;
      const { renderHtml } = await import(pathToFileURL(resolve(rootDir, 'dist/ssr/index.js')).href);
      return renderHtml(String(payload?.html ?? ''), payload?.options ?? {});
    },
  };
}
