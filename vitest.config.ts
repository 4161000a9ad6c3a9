import { defineConfig } from 'vitest/config';

// Unit and integration tests beside the code. Browser flows run from e2e/vitest.config.ts.
export default defineConfig({
  test: {
    include: ['{client,clients,contract,engines,server,web,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork less than the cores: one fork on a 2-core CI machine. Most files
    // wait on databases, child processes and sockets, so two forks halve the wall time there.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
