/**
 * The `react` that r2wc sees in the lite build. r2wc imports React's default export and uses only
 * `React.createElement`; preact/compat's default export is one object holding all of compat, so importing it
 * would keep every compat feature in the bundle whether used or not. Handing r2wc an object with just
 * `createElement` lets the bundler drop the rest (vite.config.ts resolves r2wc's `react` here, in mode `lite`).
 */
import { createElement } from 'preact/compat';

export default { createElement };
