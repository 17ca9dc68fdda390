import { afterAll, beforeAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a query is sent to a client that is still running
 * another: pg 9 refuses it, and until then the queries queue on one connection instead of running
 * at once. An API test file fails on such a warning, with the stack of the query that caused it.
 * Test files share a worker process (`isolate: false`), so the listener is added once per process
 * and each file looks only at the warnings raised while it ran; since pg warns once per process,
 * the first offending file of a worker is the one that fails, which fails the run.
 */
const PG_DEPRECATION = /will be removed in pg@9/;
// Deep enough to reach our code under drizzle's and pg's frames.
Error.stackTraceLimit = 40;
const LISTENING = Symbol.for('soko.test.pgWarnings');
const processState = globalThis as { [LISTENING]?: string[] };
function listenOnce(): string[] {
  const existing = processState[LISTENING];
  if (existing) return existing;
  const seen: string[] = [];
  process.on('warning', (warning) => {
    if (PG_DEPRECATION.test(warning.message)) seen.push(warning.stack ?? warning.message);
  });
  processState[LISTENING] = seen;
  return seen;
}
const pgWarnings = listenOnce();

beforeAll(() => {
  pgWarnings.length = 0;
});

afterAll(() => {
  expect(pgWarnings, 'node-postgres deprecation warnings in this file').toEqual([]);
});
