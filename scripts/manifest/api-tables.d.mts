/** Types of api-tables.mjs, for the TypeScript tests that import it. */
import type { ElementDeclaration } from './declarations.mjs';

export const ELEMENT_DOCS_DIR: string;
export function elementDocPath(tag: string): string;
export function renderApiBlock(element: ElementDeclaration): string;
export function updateElementDoc(page: string, element: ElementDeclaration, file?: string): string;
export function elementDocs(
  root: string,
  elements: ElementDeclaration[],
): { file: string; current: string; updated: string }[];
