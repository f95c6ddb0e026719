/** Types of webkit-session.mjs (plain Node ESM), for the TypeScript tests that drive WebKit themselves. */
export function startWebKitSession(): Promise<{ browser: WebdriverIO.Browser; close(): Promise<void> }>;
