/// <reference types="mocha" />
/**
 * The suite runs the bytes partners load. Every `.js` file of the build under test, fetched through the test
 * server the way the suite's imports get it, must be byte for byte what the build wrote (size and SHA-256 read
 * from disk by scripts/wtr-built-files.mjs): no transform of the test server (web-test-runner.config.mjs) may
 * reprint a built file.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { ELEMENTS_DIR } from './helpers';

type BuiltFile = { url: string; size: number; sha256: string };

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe(`the built files (${ELEMENTS_DIR})`, () => {
  it('are served exactly as the build wrote them', async () => {
    const { files } = await executeServerCommand<{ files: BuiltFile[] }, { dir: string }>('built-files', {
      dir: ELEMENTS_DIR,
    });
    // Proof that the build was listed: one entry per element, define/ modules, chunks and icons.
    expect(files.length, 'built .js files').to.be.greaterThan(20);
    const changed: string[] = [];
    for (const file of files) {
      const response = await fetch(file.url);
      expect(response.status, file.url).to.equal(200);
      const bytes = await response.arrayBuffer();
      if (bytes.byteLength !== file.size || (await sha256(bytes)) !== file.sha256) {
        changed.push(`${file.url}: built ${file.size} bytes, served ${bytes.byteLength} bytes that differ`);
      }
    }
    expect(changed).to.deep.equal([]);
  });
});
