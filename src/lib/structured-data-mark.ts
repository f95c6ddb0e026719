/**
 * The attribute that marks the structured-data script a catalog writes into its light DOM (on the server and in the
 * browser), so the element adopts and updates its own, never a page's own JSON-LD. A module of its own: the
 * catalog's first chunk needs the name, not the code that builds the data (course-structured-data.ts).
 */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-cf-structured-data';
