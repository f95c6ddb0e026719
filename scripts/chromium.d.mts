export function findChromium(): string | null;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: string[];
