import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

describe('health probes', () => {
  it('answers live, and ready once started with its database up', async () => {
    const ctx = await createTestApp();
    try {
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { server: 'accepting', database: 'up' } });
    } finally {
      await ctx.close();
    }
  });

  it('is not ready without its database, while live still answers', async () => {
    const ctx = await createTestApp();
    await ctx.database.close();
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', checks: { server: 'accepting', database: 'down' } });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});

describe('readiness while the server sheds load', () => {
  it('answers 503 in the readiness shape, saying the server is busy, and logs no error', async () => {
    const log = logCollector();
    const ctx = await createTestApp({
      config: { logLevel: 'info' },
      logger: { stream: log.stream },
      healthyCheck: async () => false,
    });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(503);
      expect(ready.headers['retry-after']).toBe('10');
      expect(ready.json()).toEqual({ status: 'not ready', checks: { server: 'busy' } });
      // Another route sheds load with the usual message.
      const other = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toEqual({ errors: [{ msg: 'The server is busy. Please try again.' }] });
      const levels = log.lines().map((line) => (JSON.parse(line) as { level: number }).level);
      expect(levels.length).toBeGreaterThan(0);
      expect(levels.filter((level) => level >= 50)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

/** Every line the server logs, as a log shipper would receive it. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines: () => lines };
}
