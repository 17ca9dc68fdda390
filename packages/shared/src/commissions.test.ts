import { describe, expect, it } from 'vitest';
import {
  commissionRuleInputSchema,
  DEFAULT_FEE_TERMS,
  feesOnBases,
  lineFeeCents,
  percentField,
  saleLineFees,
  spreadCents,
} from './commissions.ts';
import { saleMoneyCents } from './money.ts';

const rule = { percentBasisPoints: 125, fixedCents: 10, minCents: null, maxCents: null };

describe('a line’s fee', () => {
  it('is the percentage half-up plus the fixed part, held between min and max, nothing on nothing', () => {
    expect(lineFeeCents(1000, rule)).toBe(13 + 10);
    expect(lineFeeCents(1200, rule)).toBe(15 + 10);
    expect(lineFeeCents(0, rule)).toBe(0);
    expect(lineFeeCents(100, { ...rule, minCents: 50 })).toBe(50);
    expect(lineFeeCents(1_000_000, { ...rule, maxCents: 500 })).toBe(500);
    expect(() => lineFeeCents(-1, rule)).toThrow(RangeError);
  });

  it('reads a percentage with at most two decimals as basis points', () => {
    expect(percentField.parse('1.25')).toBe(125);
    expect(percentField.parse(2)).toBe(200);
    expect(percentField.parse('0.5')).toBe(50);
    expect(percentField.safeParse('1.255').success).toBe(false);
    expect(percentField.safeParse('-1').success).toBe(false);
    expect(percentField.safeParse('100.01').success).toBe(false);
  });

  it('refuses a minimum above the maximum and an end before the start', () => {
    const base = { percent: 1, fixed: 0, note: 'x' };
    expect(commissionRuleInputSchema.safeParse({ ...base, min: 2, max: 1 }).success).toBe(false);
    expect(
      commissionRuleInputSchema.safeParse({ ...base, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(commissionRuleInputSchema.parse({ ...base, min: '', max: null })).toMatchObject({ min: null, max: null });
  });
});

describe('spreading cents', () => {
  it('gives each part its share rounded down and the cents left to the largest remainders', () => {
    expect(spreadCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadCents(500, [1234, 4690])).toEqual([104, 396]);
    expect(spreadCents(7, [0, 0])).toEqual([7, 0]);
    expect(spreadCents(0, [5, 5])).toEqual([0, 0]);
  });

  it('always adds up to the total', () => {
    for (let seed = 1; seed < 500; seed += 1) {
      const weights = Array.from({ length: 1 + (seed % 5) }, (_, index) => (seed * (index + 7)) % 9973);
      const total = (seed * 7919) % 100_000;
      expect(spreadCents(total, weights).reduce((sum, part) => sum + part, 0)).toBe(total);
    }
  });
});

describe('a sale’s line fees', () => {
  it('charges lines on the built-in default the spec’s fee of the sale once, whatever the lines', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const amounts = Array.from({ length: 1 + (seed % 4) }, (_, index) => 1 + ((seed * (index + 3) * 131) % 50_000));
      const shipping = (seed * 37) % 3000;
      const fees = saleLineFees(
        amounts.map((amountCents) => ({ amountCents, terms: DEFAULT_FEE_TERMS, saleWide: true })),
        shipping,
      );
      const items = amounts.reduce((sum, amount) => sum + amount, 0);
      expect(fees.reduce((sum, line) => sum + line.feeCents, 0)).toBe(saleMoneyCents(items, shipping).fee);
      expect(fees.reduce((sum, line) => sum + line.shippingCents, 0)).toBe(shipping);
    }
  });

  it('charges each line on a rule its own fee, beside the default lines charged together', () => {
    const fees = feesOnBases(
      [1000, 2000, 3000],
      [
        { terms: rule, saleWide: false },
        { terms: DEFAULT_FEE_TERMS, saleWide: true },
        { terms: DEFAULT_FEE_TERMS, saleWide: true },
      ],
    );
    expect(fees[0]).toBe(23);
    expect((fees[1] ?? 0) + (fees[2] ?? 0)).toBe(saleMoneyCents(5000, 0).fee);
  });
});
