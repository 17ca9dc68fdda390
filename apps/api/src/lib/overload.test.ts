import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ config: { maxEventLoopDelayMs: 1 } });
});
afterAll(() => ctx?.close());

/** Keeps the event loop busy, as a flood of work would, for `ms` at a stretch. */
function saturate(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs on the loop meanwhile
  }
}

describe('an overloaded server', () => {
  it('refuses requests at once with 503 and Retry-After while the event loop is saturated', async () => {
    let response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    for (let round = 0; round < 50 && response.statusCode !== 503; round++) {
      saturate(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({ errors: [{ msg: 'The server is busy. Please try again.' }] });
  });
});
