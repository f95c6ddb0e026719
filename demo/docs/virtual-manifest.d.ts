/** scripts/docs-manifest-plugin.ts: the Custom Elements Manifest as a module (the one in dist/custom-elements.json). */
declare module 'virtual:coursify/custom-elements-manifest' {
  import type { Manifest } from './model';

  const manifest: Manifest;
  export default manifest;
}
