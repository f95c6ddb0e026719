/** Types of engines.mjs (plain Node ESM), for the TypeScript tests that drive an engine themselves. */
export const ENGINE_NAMES: string[];
export function selectedEngines(list?: string): string[];
export function enginePaths(name: 'chromium' | 'firefox'): { executable: string };
export function enginePaths(name: 'webkit'): { driver: string; miniBrowser: string; xvfbRun: string };
