import { describe, expect, it } from 'vitest';
import { businessDaysBefore, dayBefore, overdueSalesCutoff } from './work-queue.ts';

describe('business days', () => {
  it.each([
    ['2026-11-25', 2, '2026-11-23'], // Wednesday: Monday
    ['2026-11-23', 2, '2026-11-19'], // Monday: over the weekend to Thursday
    ['2026-11-29', 2, '2026-11-26'], // Sunday: Thursday
    ['2026-11-28', 1, '2026-11-27'], // Saturday: Friday
    ['2027-01-01', 2, '2026-12-30'], // across a year
  ])('counts back from %s by %i business days to %s', (day, count, expected) => {
    expect(businessDaysBefore(day, count)).toBe(expected);
  });

  it('makes a sale overdue after two whole business days Not processed', () => {
    // On Wednesday, sales placed up to last Sunday are overdue (Monday and Tuesday have passed).
    expect(dayBefore(overdueSalesCutoff('2026-11-25'))).toBe('2026-11-22');
    // On Monday, sales placed up to last Wednesday (Thursday and Friday have passed).
    expect(dayBefore(overdueSalesCutoff('2026-11-23'))).toBe('2026-11-18');
  });
});
