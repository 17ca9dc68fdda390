import { describe, expect, it } from 'vitest';
import {
  dollarsField,
  dollarsToCents,
  feeCents,
  formatCents,
  gstIncludedCents,
  keptSaleMoneyCents,
  saleMoneyCents,
} from './money.ts';

describe('fee of spec section 9', () => {
  it.each([
    // subtotal cents, expected fee cents: 1.75% half-up + 30
    [0, 30],
    [100, 32], // 1.75 -> 2
    [1000, 48], // 17.5 -> 18 (half-up)
    [2000, 65], // 35
    [2857, 80], // 49.9975 -> 50
    [11428, 230], // 199.99 -> 200
    [20000, 380], // 350
    [5714, 130], // 99.995 -> 100
    [3000, 83], // 52.5 -> 53
  ])('subtotal %i cents pays a fee of %i cents', (subtotal, fee) => {
    expect(feeCents(subtotal)).toBe(fee);
  });

  it('splits a sale into subtotal, fee and net', () => {
    expect(saleMoneyCents(4500, 1000)).toEqual({ subtotal: 5500, fee: 126, net: 5374 });
  });

  it('refuses fractional or negative cents', () => {
    expect(() => feeCents(10.5)).toThrow(RangeError);
    expect(() => feeCents(-1)).toThrow(RangeError);
  });
});

describe('dollars and cents', () => {
  it('parses dollars without float drift', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('7.5')).toBe(750);
    expect(dollarsToCents(12)).toBe(1200);
  });
  it('refuses text that is not an amount', () => {
    expect(() => dollarsToCents('12.345')).toThrow(RangeError);
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
  });
  it('formats Australian dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('GST included in the fee', () => {
  it.each([
    // fee cents, GST cents: fee / 11 to the nearest cent
    [0, 0],
    [30, 3], // 2.73
    [51, 5], // 4.64
    [223, 20], // 20.27: the $110.00 sale of issue 14
    [2217, 202], // 201.55
    [1100, 100],
  ])('a fee of %i cents includes %i cents of GST', (fee, gst) => {
    expect(gstIncludedCents(fee)).toBe(gst);
  });

  it('refuses what is not a non-negative number of cents', () => {
    expect(() => gstIncludedCents(-1)).toThrow(RangeError);
    expect(() => gstIncludedCents(1.5)).toThrow(RangeError);
  });
});

describe('fee after refunds', () => {
  it('charges the fee on what the buyer kept', () => {
    // $179.95 kept: 1.75 % = $3.149... -> $3.15, plus $0.30.
    expect(keptSaleMoneyCents(17_995)).toEqual({ subtotal: 17_995, fee: 345, net: 17_650 });
  });

  it('charges no fee when everything is refunded', () => {
    expect(keptSaleMoneyCents(0)).toEqual({ subtotal: 0, fee: 0, net: 0 });
  });

  it('charges the fee of any sale on what is kept, as at the sale when nothing is refunded', () => {
    expect(keptSaleMoneyCents(20)).toEqual(saleMoneyCents(20, 0));
    expect(keptSaleMoneyCents(9_000)).toEqual(saleMoneyCents(8_000, 1_000));
  });
});

describe('a dollar amount typed or sent', () => {
  it('reads dollars into cents and refuses a third decimal rather than rounding it', () => {
    expect(dollarsField('Price per kg').parse(2.5)).toBe(250);
    expect(dollarsField('Price per kg').parse('9.95')).toBe(995);
    expect(dollarsField('Price per kg').safeParse(9.999).error?.issues[0]?.message).toBe(
      'Price per kg must be an amount with at most 2 decimals',
    );
  });
});
