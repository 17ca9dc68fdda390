/**
 * Slow test files that open no database of the run's engine: the server processes started without
 * DATABASE_URL (embedded PGlite whatever the run), a migration of a fresh PGlite, and scans of the
 * whole source tree. They run once, in the PGlite run; the PostgreSQL run would only repeat them
 * (132 s of a worker in .ci/run). The other engine-free files take milliseconds and run in both.
 * `engine-free-files.test.ts` holds each listed file to opening no database of the run's engine.
 */
export const ENGINE_FREE_TEST_FILES = [
  'src/api-docs.test.ts',
  'src/db/migrations.upgrade.test.ts',
  'src/server.test.ts',
  'src/start.test.ts',
  'src/table-owners.test.ts',
];
