import { defineConfig } from 'vitest/config';

// Browser flows: each file starts a real server on a temporary SQLite database and drives Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
