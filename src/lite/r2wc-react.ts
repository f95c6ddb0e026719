/**
 * The `react` that r2wc sees in the lite build. r2wc imports React's default export and uses only
 * `React.createElement`: an object with just that (Preact's), so nothing else is bundled for it (vite.config.ts
 * resolves r2wc's `react` here, in mode `lite`).
 */
import { createElement } from 'preact';

export default { createElement };
