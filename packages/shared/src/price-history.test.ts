import { describe, expect, it } from 'vitest';
import {
  type PriceEntry,
  priceAtCents,
  pricePeriods,
  priorPriceCents,
  salePercentageAt,
  saleStateAt,
} from './price-history.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-12-07T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** Kept entries back to back: each [price, percentage, from days ago, sale dates?]. */
function entries(...spec: [number, number, number, { starts?: number; ends?: number }?][]): PriceEntry[] {
  return spec.map(([priceCents, salesPercentage, from, window], index) => {
    const next = spec[index + 1];
    return {
      priceCents,
      salesPercentage,
      saleStartsAt: window?.starts === undefined ? null : daysAgo(window.starts),
      saleEndsAt: window?.ends === undefined ? null : daysAgo(window.ends),
      from: daysAgo(from),
      to: next ? daysAgo(next[2]) : null,
    };
  });
}

const prior = (kept: PriceEntry[]) => priorPriceCents(pricePeriods(kept, kept, NOW), NOW);

describe('a sale between two instants', () => {
  const sale = { salesPercentage: 20, saleStartsAt: daysAgo(1), saleEndsAt: daysAgo(-1) };

  it('holds from its start, inclusive, to its end, exclusive, to the millisecond', () => {
    expect(saleStateAt(sale, new Date(daysAgo(1).getTime() - 1))).toBe('scheduled');
    expect(saleStateAt(sale, daysAgo(1))).toBe('active');
    expect(saleStateAt(sale, new Date(daysAgo(-1).getTime() - 1))).toBe('active');
    expect(saleStateAt(sale, daysAgo(-1))).toBe('ended');
    expect(saleStateAt({ ...sale, salesPercentage: 0 }, NOW)).toBe('none');
    expect(saleStateAt({ salesPercentage: 10, saleStartsAt: null, saleEndsAt: null }, NOW)).toBe('active');
  });

  it('prices a buyer at the instant: the sale only while it holds', () => {
    expect(priceAtCents(4550, sale, NOW)).toBe(3640);
    expect(priceAtCents(4550, sale, daysAgo(2))).toBe(4550);
    expect(priceAtCents(4550, sale, daysAgo(-2))).toBe(4550);
    expect(salePercentageAt(sale, daysAgo(-2))).toBe(0);
  });
});

describe('the periods a price held', () => {
  it('cuts a kept entry where its scheduled sale starts and ends, and joins what a buyer could not tell apart', () => {
    const kept = entries([10_000, 0, 60], [10_000, 0, 50], [10_000, 25, 40, { starts: 30, ends: 20 }]);
    expect(pricePeriods(kept, kept, NOW)).toEqual([
      { priceCents: 10_000, salesPercentage: 0, paidCents: 10_000, from: daysAgo(60), to: daysAgo(30) },
      { priceCents: 10_000, salesPercentage: 25, paidCents: 7_500, from: daysAgo(30), to: daysAgo(20) },
      { priceCents: 10_000, salesPercentage: 0, paidCents: 10_000, from: daysAgo(20), to: null },
    ]);
  });

  it("prices a variant's own entries with its product's sale", () => {
    const own = entries([5_000, 0, 10], [5_000, 10, 5]);
    const variant = entries([6_000, 0, 10], [7_000, 0, 2]);
    expect(pricePeriods(variant, own, NOW).map((period) => [period.paidCents, period.from])).toEqual([
      [6_000, daysAgo(10)],
      [5_400, daysAgo(5)],
      [6_300, daysAgo(2)],
    ]);
  });

  it('ends a removed variant where it was removed', () => {
    const variant: PriceEntry[] = entries([6_000, 0, 10]).map((entry) => ({ ...entry, to: daysAgo(3) }));
    expect(pricePeriods(variant, entries([5_000, 0, 10]), NOW)).toEqual([
      { priceCents: 6_000, salesPercentage: 0, paidCents: 6_000, from: daysAgo(10), to: daysAgo(3) },
    ]);
  });
});

describe('the "was" price of a sale', () => {
  it('is the lowest price of the 30 days before the sale began, not the price raised just before it', () => {
    expect(prior(entries([10_000, 0, 90], [12_000, 0, 5], [12_000, 20, 1]))).toBe(10_000);
  });

  it('forgets a lower price more than 30 days before the sale began', () => {
    expect(prior(entries([8_000, 0, 90], [10_000, 0, 40], [10_000, 20, 1]))).toBe(10_000);
  });

  it('counts an earlier sale in those 30 days: a sale deepened is measured from the shallower one', () => {
    expect(prior(entries([10_000, 0, 90], [10_000, 10, 20], [10_000, 30, 2]))).toBe(9_000);
  });

  it('keeps the start of a sale whose end was moved: the sale began when its price began', () => {
    expect(prior(entries([10_000, 0, 90], [10_000, 20, 10], [10_000, 20, 3, { ends: -5 }]))).toBe(10_000);
  });

  it('measures a scheduled sale from its start, not from when it was scheduled', () => {
    expect(prior(entries([10_000, 0, 90], [12_000, 0, 50], [12_000, 20, 45, { starts: 5 }]))).toBe(12_000);
  });

  it('is none for a product put on sale the moment it was listed, and none off sale', () => {
    expect(prior(entries([10_000, 20, 10]))).toBeNull();
    expect(prior(entries([10_000, 0, 10]))).toBeNull();
    expect(prior(entries([10_000, 0, 10], [10_000, 20, 5, { ends: 1 }]))).toBeNull();
  });

  it('is none when some of the 30 days lie before what is known of the prices', () => {
    const kept = entries([12_000, 0, 20], [12_000, 20, 1]);
    expect(priorPriceCents(pricePeriods(kept, kept, NOW), NOW)).toBe(12_000);
    expect(priorPriceCents(pricePeriods(kept, kept, NOW), NOW, daysAgo(20))).toBeNull();
    expect(priorPriceCents(pricePeriods(kept, kept, NOW), NOW, daysAgo(40))).toBe(12_000);
  });

  it('is never a price the product did not have', () => {
    const kept = entries([9_900, 0, 29], [15_000, 0, 20], [11_000, 0, 8], [11_000, 50, 1]);
    const had = new Set(pricePeriods(kept, kept, NOW).map((period) => period.paidCents));
    expect(had.has(prior(kept) as number)).toBe(true);
    expect(prior(kept)).toBe(9_900);
  });
});
