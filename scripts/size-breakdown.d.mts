/** Types of size-breakdown.mjs (plain Node ESM, run by npm run size), for the TypeScript tests that import it. */
export type Part = { part: string; raw: number; brotli: number };
export const PARTS: { name: string; test: RegExp }[];
export function breakdown(files: string[]): Part[];
