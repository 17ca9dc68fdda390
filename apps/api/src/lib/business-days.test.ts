import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  australianState,
  businessDaysBefore,
  businessDeadline,
  isBusinessDay,
  marketplaceDayStart,
  overdueSalesPlacedUpTo,
} from './business-days.ts';

describe('business days', () => {
  it.each([
    ['2026-11-25', 2, '2026-11-23'], // Wednesday: Monday
    ['2026-11-23', 2, '2026-11-19'], // Monday: over the weekend to Thursday
    ['2026-11-29', 2, '2026-11-26'], // Sunday: Thursday
    ['2026-11-28', 1, '2026-11-27'], // Saturday: Friday
    ['2027-01-04', 2, '2026-12-30'], // Monday: past New Year's Day, across the year
    ['2026-12-29', 1, '2026-12-24'], // Tuesday: past Christmas, Boxing Day and its substitute Monday
  ])('counts back from %s by %i business days to %s', (day, count, expected) => {
    expect(businessDaysBefore(day, count)).toBe(expected);
  });

  it('skips the national public holidays, and a state’s own only for that state', () => {
    expect(isBusinessDay('2026-01-26')).toBe(false); // Australia Day, a Monday
    expect(isBusinessDay('2026-04-03')).toBe(false); // Good Friday
    // Labour Day in NSW is the first Monday of October; Victoria's is in March.
    expect(isBusinessDay('2026-10-05', 'NSW')).toBe(false);
    expect(isBusinessDay('2026-10-05', 'VIC')).toBe(true);
    expect(isBusinessDay('2026-03-09', 'VIC')).toBe(false);
    expect(isBusinessDay('2026-03-09')).toBe(true);
    // Melbourne Cup day is Victoria's holiday only.
    expect(addBusinessDays('2026-11-02', 1, 'VIC')).toBe('2026-11-04');
    expect(addBusinessDays('2026-11-02', 1, 'NSW')).toBe('2026-11-03');
  });

  it('makes a sale overdue after two whole business days Not processed', () => {
    // On Wednesday, sales placed up to last Sunday are overdue (Monday and Tuesday have passed).
    expect(overdueSalesPlacedUpTo('2026-11-25')).toBe('2026-11-22');
    // On Monday, sales placed up to last Wednesday (Thursday and Friday have passed).
    expect(overdueSalesPlacedUpTo('2026-11-23')).toBe('2026-11-18');
    // After Easter: Good Friday and Easter Monday are not counted.
    expect(overdueSalesPlacedUpTo('2026-04-08')).toBe('2026-04-01');
  });

  it('gives a deadline at the end of the last business day, in Sydney time', () => {
    // Sydney is UTC+11 in summer: the day starts at 13:00 UTC the day before.
    expect(marketplaceDayStart('2026-12-07').toISOString()).toBe('2026-12-06T13:00:00.000Z');
    expect(marketplaceDayStart('2026-06-01').toISOString()).toBe('2026-05-31T14:00:00.000Z');
    // Opened on Saturday 5 December: 2 business days are Monday and Tuesday; due when Wednesday starts.
    const saturday = new Date('2026-12-05T02:00:00Z');
    expect(businessDeadline(saturday, 2).toISOString()).toBe('2026-12-08T13:00:00.000Z');
    // Opened on Christmas Eve: the 25th, 26th and 28th are holidays, 29th and 30th count.
    expect(businessDeadline(new Date('2026-12-23T22:00:00Z'), 2).toISOString()).toBe('2026-12-30T13:00:00.000Z');
    expect(businessDeadline(saturday, 0)).toEqual(saturday);
  });

  it('reads a stored state, and knows none it cannot name', () => {
    expect(australianState(' nsw ')).toBe('NSW');
    expect(australianState('Queensland')).toBeUndefined();
    expect(australianState(null)).toBeUndefined();
  });
});
