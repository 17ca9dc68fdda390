import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './day-input.tsx';

describe('a typed day', () => {
  it('is read day first, as Australians write it', () => {
    expect(parseTypedDay('03/04/2026')).toBe('2026-04-03');
    expect(parseTypedDay(' 3/4/2026 ')).toBe('2026-04-03');
    expect(parseTypedDay('3.4.2026')).toBe('2026-04-03');
  });

  it('is no day when the calendar has no such day or the text is not a day', () => {
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('12/13/2026')).toBeNull();
    expect(parseTypedDay('2026-04-03')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
