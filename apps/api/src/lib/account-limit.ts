import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/**
 * Limits per account (email or id), on top of the per-IP limit of @fastify/rate-limit, which can
 * apply only one limit to a request. Kept in memory: several instances would use a shared store.
 */
function tooMany(error: RateLimiterRes): AppError {
  const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
  return new AppError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Counts every request: for calls that send an email each time (reverify, forgot password). */
export function accountLimit(points: number, durationMinutes: number) {
  const limiter = new RateLimiterMemory({ points, duration: durationMinutes * 60 });
  return async (key: string): Promise<void> => {
    try {
      await limiter.consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error);
      throw error;
    }
  };
}

/**
 * Counts only failures (wrong passwords), so that a user who signs in often is never locked out,
 * while guessing one account's password stops after `points` misses.
 */
export function accountFailureLimit(points: number, durationMinutes: number) {
  const limiter = new RateLimiterMemory({ points, duration: durationMinutes * 60 });
  return {
    async assertAllowed(key: string): Promise<void> {
      const state = await limiter.get(key.toLowerCase());
      if (state && state.consumedPoints >= points) throw tooMany(state);
    },
    async recordFailure(key: string): Promise<void> {
      await limiter.penalty(key.toLowerCase(), 1);
    },
  };
}
