import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
/** Outside the repository, so module resolution never falls back to our own node_modules. */
export const CONSUMERS = join(tmpdir(), 'coursify-elements-consumers');
export const OUT = join(CONSUMERS, 'out');
