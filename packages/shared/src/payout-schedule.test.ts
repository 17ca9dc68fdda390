import { describe, expect, it } from 'vitest';
import { addDays, isPayDay, nextPayDay, payoutScheduleInputSchema, weekdayOf } from './payout-schedule.ts';

describe('pay days', () => {
  it('finds the next weekly, fortnightly and monthly pay day on or after today', () => {
    // 2026-12-08 is a Tuesday.
    expect(weekdayOf('2026-12-08')).toBe(2);
    expect(nextPayDay({ interval: 'weekly', weekday: 2, dayOfMonth: null }, '2026-12-08')).toBe('2026-12-08');
    expect(nextPayDay({ interval: 'weekly', weekday: 1, dayOfMonth: null }, '2026-12-08')).toBe('2026-12-14');
    expect(nextPayDay({ interval: 'monthly', weekday: null, dayOfMonth: 1 }, '2026-12-08')).toBe('2027-01-01');
    expect(nextPayDay({ interval: 'monthly', weekday: null, dayOfMonth: 28 }, '2027-02-01')).toBe('2027-02-28');
    // Fortnights count from Monday 5 January 2026: 14 December is 49 weeks on (odd), 21 December 50 (even).
    expect(nextPayDay({ interval: 'fortnightly', weekday: 1, dayOfMonth: null }, '2026-12-08')).toBe('2026-12-21');
    expect(isPayDay({ interval: 'fortnightly', weekday: 1, dayOfMonth: null }, '2026-01-05')).toBe(true);
    expect(isPayDay({ interval: 'fortnightly', weekday: 1, dayOfMonth: null }, '2025-12-22')).toBe(true);
    expect(isPayDay({ interval: 'fortnightly', weekday: 1, dayOfMonth: null }, '2025-12-29')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('asks for the day an interval needs, and defaults the hold to today’s rule', () => {
    expect(payoutScheduleInputSchema.safeParse({ interval: 'weekly', minimum: 0 }).success).toBe(false);
    expect(payoutScheduleInputSchema.parse({ interval: 'monthly', dayOfMonth: '15', minimum: '25.50' })).toEqual({
      interval: 'monthly',
      weekday: null,
      dayOfMonth: 15,
      minimum: 2550,
      holdDays: 0,
    });
  });
});
