/** scripts/docs-guides-plugin.ts: the repository's Markdown pages as modules of the docs site. */
declare module 'virtual:coursify/doc-pages' {
  import type { DocPageEntry } from './types';

  const pages: readonly DocPageEntry[];
  export default pages;
}

declare module 'virtual:coursify/doc-nav' {
  import type { DocNavEntry } from './types';

  const nav: readonly DocNavEntry[];
  export default nav;
}
