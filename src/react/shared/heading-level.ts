/** The levels a card title can take: under the host page's own headings, never its h1. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The `heading-level` prop as a level: a whole number from 2 to 6, otherwise the element's default. */
export function toHeadingLevel(level: number | undefined, fallback: HeadingLevel): HeadingLevel {
  return level !== undefined && Number.isInteger(level) && level >= 2 && level <= 6
    ? (level as HeadingLevel)
    : fallback;
}
