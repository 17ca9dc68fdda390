import { afterAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a query is sent to a client that is still running
 * another: pg 9 refuses it, and until then the queries queue on one connection instead of running
 * at once. Every API test file fails on such a warning, with the stack of the query that caused it.
 */
const PG_DEPRECATION = /will be removed in pg@9/;
// Deep enough to reach our code under drizzle's and pg's frames.
Error.stackTraceLimit = 40;
const pgWarnings: string[] = [];

process.on('warning', (warning) => {
  if (PG_DEPRECATION.test(warning.message)) pgWarnings.push(warning.stack ?? warning.message);
});

afterAll(() => {
  expect(pgWarnings, 'node-postgres deprecation warnings in this file').toEqual([]);
});
