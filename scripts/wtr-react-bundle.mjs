/**
 * coursify-elements/react (the built dist/react) in the element suite's engines, inside a React app: React ships as
 * CommonJS, which a browser cannot import, so `/__react-bundle/<name>.js` answers with esbuild's bundle of
 * `test/element/react-apps/<name>.ts` (React 19 from node_modules, or preact/compat with `?runtime=preact`, as the
 * lite build aliases it). The bundle carries its own React, as an app does; the element modules keep theirs.
 */
import { join } from 'node:path';
import { build } from 'esbuild';

const PREFIX = '/__react-bundle/';
const PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export function reactBundlePlugin({ rootDir = process.cwd() } = {}) {
  const bundles = new Map();
  return {
    name: 'react-bundle',
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const name = context.path.slice(PREFIX.length).replace(/\.js$/, '');
      if (!/^[\w-]+$/.test(name)) return { status: 404, body: 'no such app' };
      const runtime = context.URL.searchParams.get('runtime') === 'preact' ? 'preact' : 'react';
      const key = `${name}:${runtime}`;
      if (!bundles.has(key)) {
        const result = await build({
          entryPoints: [join(rootDir, 'test/element/react-apps', `${name}.ts`)],
          bundle: true,
          format: 'esm',
          write: false,
          target: 'es2022',
          define: { 'process.env.NODE_ENV': '"production"' },
          alias: runtime === 'preact' ? PREACT : {},
          logLevel: 'silent',
        });
        bundles.set(key, result.outputFiles[0].text);
      }
      return { body: bundles.get(key), type: 'js' };
    },
  };
}
