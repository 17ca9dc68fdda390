import { describe, expect, it } from 'vitest';
import { formatDate, formatMessageDate, fullName } from './format.ts';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Amara', lastName: 'Okafor' })).toBe('Amara Okafor');
    expect(fullName({ firstName: 'Amara', lastName: '' })).toBe('Amara');
  });
});

describe('formatDate', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDate(new Date(2025, 2, 7, 15, 30))).toBe('07/03/2025');
  });
});

describe('formatMessageDate', () => {
  const now = new Date(2025, 5, 18, 9, 0); // Wednesday 18 June 2025

  it('says Today and Yesterday', () => {
    expect(formatMessageDate(new Date(2025, 5, 18, 0, 5), now)).toBe('Today');
    expect(formatMessageDate(new Date(2025, 5, 17, 23, 59), now)).toBe('Yesterday');
  });

  it('names the weekday within the last week', () => {
    expect(formatMessageDate(new Date(2025, 5, 16, 12, 0), now)).toBe('Monday');
    expect(formatMessageDate(new Date(2025, 5, 12, 12, 0), now)).toBe('Thursday');
  });

  it('writes the date for anything older', () => {
    expect(formatMessageDate(new Date(2025, 5, 11, 12, 0), now)).toBe('11/06/2025');
    expect(formatMessageDate('2024-12-25T10:00:00', now)).toBe('25/12/2024');
  });
});
