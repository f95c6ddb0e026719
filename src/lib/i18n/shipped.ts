/**
 * Every language we ship, at hand synchronously, for servers: coursify-elements/ssr (src/ssr/locale.ts) and the
 * React components' server render (src/react-host/server-render.ts, `#react-host-server`) render the reader's
 * language in the first HTML. Browsers load one language at a time instead (bundled.ts): nothing a browser loads
 * imports this module. Default imports, so a bundle that also loads the modules lazily keeps them as they are.
 */
import type { Catalogue } from './registry';

const MODULES = import.meta.glob<Catalogue>('./locales/*.ts', { eager: true, import: 'default' });

/** The catalogue of each language we ship, by its code (`de`). */
export const SHIPPED_CATALOGUES: ReadonlyMap<string, Catalogue> = new Map(
  Object.entries(MODULES).map(([path, catalogue]) => [path.replace(/^.*\/(\w+)\.ts$/, '$1'), catalogue]),
);
