import { defineConfig } from 'vitest/config';

// `*.pg-test.ts` files need a real PostgreSQL server: they are collected only in the run on it.
const postgresOnly = process.env.TEST_DB_ENGINE === 'postgres' ? ['src/**/*.pg-test.ts'] : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', ...postgresOnly],
    // Migrates one database for the whole run; each file's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/pg-warnings.ts'],
    testTimeout: 30_000,
    // A file's setup (first imports, onboarding fixtures) shares the two cores with the other
    // worker and, in .ci/run, with the end-to-end run beside it.
    hookTimeout: 120_000,
    // PGlite peaks near 1 GB per instance; two files at a time fit the 2-core machine.
    maxWorkers: 2,
    // Files share a worker's modules instead of importing the app again each (import time was 268 s
    // of the PGlite run's 581 s). Each file still builds its own app and database; no test mocks modules.
    isolate: false,
  },
});
