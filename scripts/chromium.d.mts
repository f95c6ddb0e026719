export function findChromium(): string | null;
export function findTestChromium(): string | null;
export function chromiumPath(): string;
export function testChromiumPath(): string;
export const CHROMIUM_ARGS: string[];
