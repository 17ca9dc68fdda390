import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, retryOnDeadlock } from './db-errors.ts';

/** What drizzle throws: its own error, the driver's (with the PostgreSQL code) as the cause. */
const failed = (code: string) => Object.assign(new Error('Failed query'), { cause: { code, message: code } });

describe('retryOnDeadlock', () => {
  it('runs a transaction chosen as a deadlock victim again, and answers what the retry did', async () => {
    let runs = 0;
    const answer = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs === 1) throw failed('40P01');
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 2]);
  });

  it('gives up after the attempts, and the error then reads as a busy database (503)', async () => {
    let runs = 0;
    const giving = retryOnDeadlock(async () => {
      runs += 1;
      throw failed('40001');
    }, 3);
    const error = await giving.catch((caught: unknown) => caught);
    expect(runs).toBe(3);
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it('never runs again after any other failure', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw failed('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
