/**
 * Preact 11 creates every element with `document.createElementNS(namespace, type, parentDom)`: the parent element
 * doubles as the creation options, so that a scoped custom-element registry on it would be inherited. Chromium
 * then converts that element to an options dictionary for every node it creates, reading its properties: 4.6 µs
 * a node against 0.8 µs without options (20,000 nodes: 92 ms against 15 ms, Chromium 156). 100 catalogs are about
 * 10,000 nodes. Our shadow roots use the page's one registry (no scoped registries), so the lite build creates
 * nodes without options; an `is` prop keeps its options object. `withoutCreationOptions` fails the build if
 * Preact's code no longer has the expected shape (a new version): then measure again and update or drop this.
 */
import type { Plugin } from 'vite';

const MODULE = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/;
/** `t=M.createElementNS(f,C,x.is?x:a)`: document, namespace, type, props, parent (minified names). */
const CALL = /([\w$]+)\.createElementNS\(([\w$]+),([\w$]+),([\w$]+)\.is\?\4:[\w$]+\)/g;

export function withoutCreationOptions(code: string): string {
  const calls = code.match(CALL)?.length ?? 0;
  if (calls !== 1) {
    throw new Error(
      `preact-plain-create: expected one createElementNS(…, props.is ? props : parent) in Preact, found ${calls}; update the plugin`,
    );
  }
  return code.replace(CALL, '($4.is?$1.createElementNS($2,$3,$4):$1.createElementNS($2,$3))');
}

export function preactPlainCreate(): Plugin {
  return {
    name: 'coursify:preact-plain-create',
    transform(code, id) {
      return MODULE.test(id) ? { code: withoutCreationOptions(code), map: null } : undefined;
    },
  };
}
