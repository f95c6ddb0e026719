/**
 * What a grid given no cards shows: the company's apps (src/data/ecosystem.ts) and the drawings of the icons they
 * name, in one chunk fetched only then (and preloaded by the autoloader with the grid's files). With the drawings
 * here, the default grid draws its 20 icons as its cards arrive, with no request of its own for any of them
 * (docs/decisions/cdn-waterfall.md).
 */
export { DEFAULT_ECOSYSTEM } from '../../data/ecosystem';
export { DEFAULT_APP_ICONS } from './default-app-icons';
