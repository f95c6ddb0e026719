/**
 * The tag of every Coursify element, from the one list of them (elements.json, which Node scripts read too): the
 * builds make one module per tag (vite.config.ts), the CDN autoloader loads `<tag>.js` for these names only, the
 * manifest and the element pages' API tables are generated per tag, and unit tests check the element files, index.ts and
 * package.json exports against it.
 */
import list from './elements.json' with { type: 'json' };

export const ELEMENT_TAGS: readonly string[] = list.elements;
