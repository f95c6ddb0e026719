/**
 * Runs `run` on a page whose localStorage throws on the mere access, as in a sandboxed frame or with storage
 * blocked, then puts the real one back.
 */
export function withStorageDenied(run: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  try {
    run();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
  }
}
