/**
 * npm run build: the partner bundle (dist/elements, with source maps and THIRD-PARTY-NOTICES.txt), the lite build
 * on preact/compat (dist/cdn: CDN, autoloader, `coursify-elements/lite/<tag>`), the components for React hosts
 * (dist/react), the manifest and editor data (dist/custom-elements.json, html-custom-data.json, web-types.json),
 * the types (dist/types), the demo shell (dist/demo) with its landing page prerendered and its service worker
 * (dist/server holds the build-time renderer), and the WordPress plugin (dist/wordpress).
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['elements', ['vite', 'build', '--mode', 'elements', '--logLevel', 'warn']],
  ['lite elements', ['vite', 'build', '--mode', 'lite', '--logLevel', 'warn']],
  ['react components', ['vite', 'build', '--mode', 'react', '--logLevel', 'warn']],
  // coursify-elements/ssr (dist/ssr): the server renderer and its CLI, for Node.
  ['server renderer', ['vite', 'build', '--mode', 'ssr', '--logLevel', 'warn']],
  // dist/ssr/elements.css: every element's sheet in one file, for pages that link it (renderHtml's `stylesheet`).
  [
    'server stylesheet',
    [
      'node',
      '--input-type=module',
      '-e',
      "import('./dist/ssr/index.js').then((m) => (import('node:fs')).then((fs) => fs.writeFileSync('dist/ssr/elements.css', m.allElementsCss())))",
    ],
  ],
  // custom-elements.json, VS Code custom data and Web Types in dist/, from the element declarations.
  ['manifest', ['node', 'scripts/build-manifest.mjs']],
  // One bundled .d.ts per package entry (scripts/build-types.mjs says why).
  ['types', ['node', 'scripts/build-types.mjs']],
  // The shell's no-flash theme/settings script, into demo/public so the shell build copies it and precaches it.
  ['boot script', ['node', 'scripts/build-boot.mjs', 'demo/public']],
  // The shell's routes for Node first: the shell's own build prerenders its landing page with them.
  ['prerender renderer', ['vite', 'build', '--mode', 'prerender', '--logLevel', 'warn']],
  ['demo shell', ['vite', 'build', '--logLevel', 'warn']],
  // The lite build served by the shell itself at /cdn/ (the docs' snippets load it from there), not precached.
  ['shell cdn', ['node', 'scripts/shell-cdn.mjs']],
  // The WordPress plugin (dist/wordpress/coursify-elements.zip), from the lite build and the manifest above.
  ['wordpress plugin', ['node', 'scripts/build-wordpress.mjs']],
  // Last, once no step rewrites dist/cdn or dist/elements: their import maps, a sha384 of every final file.
  ['cdn integrity', ['node', 'scripts/cdn-integrity.mjs']],
];

for (const [name, [bin, ...args]] of steps) {
  const started = performance.now();
  const command = bin === 'node' ? 'node' : `node_modules/.bin/${bin}`;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
