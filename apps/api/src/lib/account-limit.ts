import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/**
 * Limits per account (email or id), on top of the per-address limit of @fastify/rate-limit, which
 * can apply only one limit to a request. With Redis the counts are shared by every instance; when
 * Redis cannot answer, each instance counts in its own memory until it is back, so a lost Redis
 * never opens sign-in to unlimited guessing nor locks everyone out.
 */
export function tooMany(error: Pick<RateLimiterRes, 'msBeforeNext'>): AppError {
  if (error.msBeforeNext < 60_000) {
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return new AppError(429, `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
  }
  const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
  return new AppError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export interface AccountLimits {
  /** A raw shared counter, for limits with rules of their own (sign-in); the same name and size answer the same counter. */
  counter(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /** Counts every request: for calls that send an email each time (reverify, forgot password). */
  every(name: string, points: number, durationMinutes: number): (key: string) => Promise<void>;
  /**
   * Counts only failures (wrong passwords), so that a user who signs in often is never locked out,
   * while guessing one account's password stops after `points` misses.
   */
  failures(
    name: string,
    points: number,
    durationMinutes: number,
  ): { assertAllowed(key: string): Promise<void>; recordFailure(key: string): Promise<void> };
}

export function createAccountLimits(redis: { client: Redis; keyPrefix: string } | undefined): AccountLimits {
  // One counter per name and size: in memory, modules that ask for the same counter share its counts, as they do in Redis.
  const counters = new Map<string, RateLimiterAbstract>();
  const counter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const key = `${name}:${points}:${duration}`;
    const existing = counters.get(key);
    if (existing) return existing;
    const created = newCounter(name, points, duration);
    counters.set(key, created);
    return created;
  };
  const newCounter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    if (!redis) return new RateLimiterMemory({ points, duration });
    return new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${redis.keyPrefix}limit:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
  };
  const limiter = (name: string, points: number, durationMinutes: number) =>
    counter(name, points, durationMinutes * 60);
  return {
    counter,
    every(name, points, durationMinutes) {
      const counter = limiter(name, points, durationMinutes);
      return async (key) => {
        try {
          await counter.consume(key.toLowerCase());
        } catch (error) {
          if (error instanceof RateLimiterRes) throw tooMany(error);
          throw error;
        }
      };
    },
    failures(name, points, durationMinutes) {
      const counter = limiter(name, points, durationMinutes);
      return {
        async assertAllowed(key) {
          const state = await counter.get(key.toLowerCase());
          if (state && state.consumedPoints >= points) throw tooMany(state);
        },
        async recordFailure(key) {
          await counter.penalty(key.toLowerCase(), 1);
        },
      };
    },
  };
}
