/** Types of formats.mjs, for the TypeScript tests that import it. The outputs are plain JSON data. */
import type { ElementDeclaration } from './declarations.mjs';

export const SCHEMA_VERSION: string;
export const MESSAGES_FIELD: 'x-messages';
export function modulePath(tag: string): string;
// biome-ignore lint/suspicious/noExplicitAny: JSON documents of three external formats, checked by the tests
type Json = any;
export function customElementsManifest(elements: ElementDeclaration[]): Json;
export function htmlCustomData(elements: ElementDeclaration[]): Json;
export const WEB_TYPES_SCHEMA: string;
export function docUrl(tag: string, pkg: { homepage?: string }): string;
export function webTypes(
  elements: ElementDeclaration[],
  pkg: { name: string; version: string; homepage?: string },
): Json;
