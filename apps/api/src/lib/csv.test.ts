import { describe, expect, it } from 'vitest';
import { csvFilename, csvMoney, neutraliseFormula } from './csv.ts';

describe('neutraliseFormula', () => {
  it('neutralises only the text a spreadsheet would run', () => {
    expect(neutraliseFormula('=cmd')).toBe("'=cmd");
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });
});

describe('csvMoney', () => {
  it('writes cents as dollars with two decimals', () => {
    expect([csvMoney(0), csvMoney(5), csvMoney(1234), csvMoney(100000), csvMoney(-51)].map(String)).toEqual([
      '0.00',
      '0.05',
      '12.34',
      '1000.00',
      '-0.51',
    ]);
  });
});

describe('csvFilename', () => {
  it("dates the file with the marketplace's day, not UTC's", () => {
    // 14:30 UTC on 1 March is already 2 March in Sydney.
    expect(csvFilename('sales', new Date('2025-03-01T14:30:00Z'))).toBe('sales-2025-03-02.csv');
  });
});
