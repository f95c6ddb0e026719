/** Types of new-element.mjs (plain Node ESM, run without a build), for the TypeScript tests that import it. */
export function refusal(tag: string | undefined, root?: string): string | null;
export function plannedFiles(tag: string): string[];
export function newElement(tag: string, root?: string): string[];
