/** The levels a card title can take: under the host page's own headings, never its h1. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The `heading-level` prop as a level: one of 2–6 (whole numbers only), otherwise the element's default. */
export const toHeadingLevel = (level: number | undefined, fallback: HeadingLevel): HeadingLevel =>
  [2, 3, 4, 5, 6].includes(level as number) ? (level as HeadingLevel) : fallback;
