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
