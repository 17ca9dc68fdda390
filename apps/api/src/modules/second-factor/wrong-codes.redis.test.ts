import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountLimits } from '../../lib/account-limit.ts';
import { AppError } from '../../lib/errors.ts';
import { connectRedis } from '../../lib/redis.ts';
import { ACCOUNT_WRONG_CODE_LIMIT, ownCodesPaused, takeCodeTry } from './wrong-codes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('wrong second-factor codes shared through Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL, (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it("pauses an account's own codes on every instance after 10 wrong codes spread over them", async () => {
    // Two instances of one deployment: the same Redis and key prefix, each with its own limiter objects.
    const keyPrefix = `soko-test-${randomUUID()}:`;
    const instances = [
      createAccountLimits({ client: redis, keyPrefix }),
      createAccountLimits({ client: redis, keyPrefix }),
    ] as const;
    const userId = randomUUID();
    const tries: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_WRONG_CODE_LIMIT; attempt += 1) {
      tries.push(await takeCodeTry(instances[attempt % 2 ? 1 : 0], userId, ['totp', 'recovery']));
    }
    expect(tries).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const limits of instances) {
      expect(await ownCodesPaused(limits, userId)).toBe(true);
      const refused = await takeCodeTry(limits, userId, ['totp', 'recovery']).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).statusCode).toBe(429);
    }
    expect(await ownCodesPaused(instances[0], randomUUID())).toBe(false);
  });
});
