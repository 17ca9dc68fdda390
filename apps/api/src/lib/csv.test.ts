import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, csvMoney, neutraliseFormula, quoteField, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+61 400', "'+61 400"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are, a negative one without an apostrophe', () => {
    expect([csvCell(12), csvCell(-5), csvCell(0)]).toEqual(['12', '-5', '0']);
  });
});

describe('the pieces of a cell', () => {
  it('neutralises only the text a spreadsheet would run', () => {
    expect(neutraliseFormula('=cmd')).toBe("'=cmd");
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('quotes a field and doubles its quotes', () => {
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('')).toBe('""');
  });
});

describe('csvMoney', () => {
  it('writes cents as dollars with two decimals', () => {
    expect([csvMoney(0), csvMoney(5), csvMoney(1234), csvMoney(100000), csvMoney(-51)]).toEqual([
      '0.00',
      '0.05',
      '12.34',
      '1000.00',
      '-0.51',
    ]);
  });
});

describe('toCsv', () => {
  it('starts with the byte order mark and ends every line, the last too, with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Amount'],
        [
          ['=evil', 3],
          ['a,b', 4],
        ],
      ),
    ).toBe('\ufeffName,Amount\r\n\'=evil,3\r\n"a,b",4\r\n');
  });

  it('writes the header alone for no rows', () => {
    expect(toCsv(['Name'], [])).toBe('\ufeffName\r\n');
  });
});

describe('csvFilename', () => {
  it("dates the file with the marketplace's day, not UTC's", () => {
    // 14:30 UTC on 1 March is already 2 March in Sydney.
    expect(csvFilename('sales', new Date('2025-03-01T14:30:00Z'))).toBe('sales-2025-03-02.csv');
  });
});
