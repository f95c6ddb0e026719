/** Types of readme.mjs, for the TypeScript tests that import it. */
import type { ElementDeclaration } from './declarations.mjs';

export function renderApiBlock(element: ElementDeclaration): string;
export function updateReadme(readme: string, elements: ElementDeclaration[]): string;
