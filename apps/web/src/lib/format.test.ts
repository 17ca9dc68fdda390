import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMessageDate,
  formatMessageSentAt,
  formatRecordTime,
  fullName,
} from './format.ts';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Amara', lastName: 'Okafor' })).toBe('Amara Okafor');
    expect(fullName({ firstName: 'Amara', lastName: '' })).toBe('Amara');
  });
});

describe('formatDate', () => {
  it("writes DD/MM/YYYY of the marketplace's day, whatever the viewer's time zone", () => {
    expect(formatDate('2025-03-07T04:30:00Z')).toBe('07/03/2025');
    // 01:30 on 24 November in Sydney (AEDT, UTC+11) is still the 23rd in UTC and in Perth.
    expect(formatDate('2026-11-23T14:30:00Z')).toBe('24/11/2026');
    expect(formatDate('2026-11-23T12:59:00Z')).toBe('23/11/2026');
  });
});

describe('formatDateTime', () => {
  it("writes the marketplace's time with its zone", () => {
    expect(formatDateTime('2026-11-23T14:30:00Z')).toMatch(/^24 Nov 2026, 1:30\s?am AEDT$/);
    expect(formatDateTime('2026-06-01T00:00:00Z')).toMatch(/^1 June 2026, 10:00\s?am AEST$/);
  });
});

describe('formatRecordTime', () => {
  it("writes the list's day and the time to the second, in the marketplace's zone", () => {
    expect(formatRecordTime('2026-11-23T14:30:05Z')).toMatch(/^24\/11\/2026, 1:30:05\s?am AEDT$/);
    expect(formatRecordTime(new Date('2026-06-01T03:04:09Z'))).toMatch(/^01\/06\/2026, 1:04:09\s?pm AEST$/);
  });
});

describe('formatMessageDate', () => {
  // Wednesday 18 June 2025, 9 am in Sydney (AEST, UTC+10).
  const now = new Date('2025-06-17T23:00:00Z');

  it('says Today and Yesterday by the Sydney day', () => {
    expect(formatMessageDate('2025-06-17T14:05:00Z', now)).toBe('Today');
    expect(formatMessageDate('2025-06-17T13:59:00Z', now)).toBe('Yesterday');
  });

  it('names the weekday within the last week', () => {
    expect(formatMessageDate('2025-06-16T02:00:00Z', now)).toBe('Monday');
    expect(formatMessageDate('2025-06-12T02:00:00Z', now)).toBe('Thursday');
  });

  it('writes the date for anything older', () => {
    expect(formatMessageDate('2025-06-11T02:00:00Z', now)).toBe('11/06/2025');
    expect(formatMessageDate('2024-12-25T00:00:00Z', now)).toBe('25/12/2024');
  });
});

describe('formatMessageSentAt', () => {
  it("gives the box's day, then the Sydney time with its zone", () => {
    const now = new Date('2025-06-17T23:00:00Z');
    expect(formatMessageSentAt('2025-06-17T23:05:00Z', now)).toMatch(/^Today, 9:05\s?am AEST$/);
    expect(formatMessageSentAt('2025-06-11T02:00:00Z', now)).toMatch(/^11\/06\/2025, 12:00\s?pm AEST$/);
  });
});
