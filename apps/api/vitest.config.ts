import { defineConfig } from 'vitest/config';
import { ENGINE_FREE_TEST_FILES } from './src/test/engine-free-files.ts';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

export default defineConfig({
  test: {
    // `*.pg-test.ts` files need a real PostgreSQL server: they are collected only in the run on it,
    // which leaves out the files that open no database of its engine (the PGlite run has them).
    include: ['src/**/*.test.ts', ...(onPostgres ? ['src/**/*.pg-test.ts'] : [])],
    exclude: onPostgres ? ENGINE_FREE_TEST_FILES : [],
    // Migrates one database for the whole run; each file's database is a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/pg-warnings.ts'],
    // A property test of 6 payouts takes 5 s alone and passed 30 s beside the other suites of .ci/run.
    testTimeout: 120_000,
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
