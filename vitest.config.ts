import { defineConfig } from 'vitest/config';

// Unit and integration tests beside the code. Browser flows run from e2e/vitest.config.ts.
export default defineConfig({
  test: {
    include: ['{client,contract,engines,server,web,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
