import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { adminToken } from '../test/fixtures.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function loginAttempt(ctx: TestContext, email: string, password: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/loginVendor', payload: { email, password }, remoteAddress });
}

describe('rate limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    // One deployment: two instances with the same Redis and key prefix, as two processes would be.
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: `soko-test-${randomUUID()}:` };
    first = await createTestApp({ config: shared });
    second = await createTestApp({ config: shared });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('locks an account on every instance after 10 wrong passwords spread over them', async () => {
    const email = `${randomUUID()}@example.com`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await loginAttempt(
        attempt % 2 ? first : second,
        email,
        'wrong-password',
        `10.60.0.${attempt + 1}`,
      );
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(400);
    }
    for (const ctx of [first, second]) {
      const response = await loginAttempt(ctx, email, 'wrong-password', '10.60.1.1');
      expect(response.statusCode).toBe(429);
      expect(response.json().errors[0].msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('counts one per-address limit across instances', async () => {
    // Sign-in allows 30 a minute from one address; each attempt names another account.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await loginAttempt(
        attempt % 2 ? first : second,
        `${randomUUID()}@example.com`,
        'x',
        '10.61.0.1',
      );
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(400);
    }
    const over = await loginAttempt(first, `${randomUUID()}@example.com`, 'x', '10.61.0.1');
    expect(over.statusCode).toBe(429);
    expect((await loginAttempt(second, `${randomUUID()}@example.com`, 'x', '10.61.0.2')).statusCode).toBe(400);
  });
});

describe('when Redis goes away mid-run', () => {
  it('keeps serving: sign-in works, per-address limits let requests through, guessing one account is still stopped', async () => {
    const proxy = await startTcpProxy(6379);
    const ctx = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix: `soko-test-${randomUUID()}:` },
    });
    try {
      expect((await loginAttempt(ctx, `${randomUUID()}@example.com`, 'x', '10.62.0.1')).statusCode).toBe(400);
      await proxy.cut();

      await adminToken(ctx);
      const signedIn = await loginAttempt(ctx, ctx.config.adminEmail, ctx.config.adminPassword, '10.62.0.2');
      expect(signedIn.statusCode).toBe(200);
      // 40 attempts from one address, over its limit of 30: the shared count is away, so none is refused.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const response = await loginAttempt(ctx, `${randomUUID()}@example.com`, 'x', '10.62.0.3');
        expect(response.statusCode, `attempt ${attempt + 1}`).toBe(400);
      }
      // Password guessing on one account is still stopped, counted in this instance's memory.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await loginAttempt(ctx, ctx.config.adminEmail, 'wrong-password', `10.62.1.${attempt + 1}`);
        expect(response.statusCode).toBe(400);
      }
      const guesser = await loginAttempt(ctx, ctx.config.adminEmail, 'wrong-password', '10.62.2.1');
      expect(guesser.statusCode).toBe(429);
      // The owner is not locked out: the right password from a new address asks for an emailed code.
      const owner = await loginAttempt(ctx, ctx.config.adminEmail, ctx.config.adminPassword, '10.62.2.2');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ secondFactorRequired: true, methods: ['email'] });
      expect(owner.json().token).toBeUndefined();
    } finally {
      await ctx.close();
      await proxy.close();
    }
  });
});
