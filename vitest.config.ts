import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { shadowCss } from './scripts/shadow-css.ts';

/** Unit tests: components and pure logic from source, in happy-dom. */
export default defineConfig({
  plugins: [tailwindcss(), shadowCss(), react()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/unit/setup.ts'],
    restoreMocks: true,
    // Two workers on this 2-core machine (the default here was one): about 47 s instead of 76 s. Files stay
    // isolated: the stores are module singletons whose window listeners would otherwise outlive their file.
    maxWorkers: 2,
  },
});
