import { z } from 'zod';

/**
 * Scheduled sales and the prices a product really had (issue 46): a product's sale percentage may
 * hold between two instants, and every price it had is kept with its period, so that the "was"
 * price shown beside a sale is one the product had (the EU's rule: the lowest price of the 30 days
 * before the sale began).
 */

export const PRIOR_PRICE_DAYS = 30;

/** Half-up to the cent, as every amount (docs/product.md section 9 rounding). */
export function salePriceCents(priceCents: number, salesPercentage: number): number {
  return Math.floor((priceCents * (100 - salesPercentage) * 2 + 100) / 200);
}
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SaleWindow {
  salesPercentage: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export const SALE_STATES = ['none', 'scheduled', 'active', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** A sale holds from its start (inclusive) to its end (exclusive), to the millisecond; no job moves it. */
export function saleStateAt(sale: SaleWindow, at: Date): SaleState {
  if (sale.salesPercentage <= 0) return 'none';
  if (sale.saleStartsAt && at < sale.saleStartsAt) return 'scheduled';
  if (sale.saleEndsAt && at >= sale.saleEndsAt) return 'ended';
  return 'active';
}

/** The percentage off at that instant: the product's, only while its sale holds. */
export function salePercentageAt(sale: SaleWindow, at: Date): number {
  return saleStateAt(sale, at) === 'active' ? sale.salesPercentage : 0;
}

/** What a buyer pays for one at that instant. */
export function priceAtCents(priceCents: number, sale: SaleWindow, at: Date): number {
  return salePriceCents(priceCents, salePercentageAt(sale, at));
}

/** One kept entry: a price (and, for the product itself, its sale) from `from` until `to` (null: now). */
export interface PriceEntry extends SaleWindow {
  priceCents: number;
  from: Date;
  to: Date | null;
}

/** A period at one price: the price before any sale, the percentage off then, and what a buyer paid. */
export interface PricePeriod {
  priceCents: number;
  salesPercentage: number;
  paidCents: number;
  from: Date;
  to: Date | null;
}

function coveringEntry<Entry extends { from: Date; to: Date | null }>(entries: Entry[], at: number): Entry | undefined {
  return entries.find((entry) => entry.from.getTime() <= at && (entry.to === null || at < entry.to.getTime()));
}

/**
 * The periods a price held, from the kept entries up to `now`: a base price's entries (the product's
 * own, or a variant's) and the product's sale entries (its percentage and dates), cut where either
 * changes or a sale starts or ends, and joined where nothing a buyer sees changed.
 */
export function pricePeriods(baseEntries: PriceEntry[], saleEntries: SaleWindowEntry[], now: Date): PricePeriod[] {
  const end = now.getTime();
  const cuts = new Set<number>();
  for (const entry of [...baseEntries, ...saleEntries]) {
    cuts.add(entry.from.getTime());
    if (entry.to) cuts.add(entry.to.getTime());
  }
  for (const entry of saleEntries) {
    for (const edge of [entry.saleStartsAt, entry.saleEndsAt]) if (edge) cuts.add(edge.getTime());
  }
  const times = [...cuts].filter((time) => time < end).sort((a, b) => a - b);
  const periods: PricePeriod[] = [];
  times.forEach((start, index) => {
    const base = coveringEntry(baseEntries, start);
    if (!base) return;
    const sale = coveringEntry(saleEntries, start);
    const salesPercentage = sale ? salePercentageAt(sale, new Date(start)) : 0;
    const stop = index + 1 < times.length ? (times[index + 1] as number) : null;
    const last = periods.at(-1);
    if (
      last &&
      last.to?.getTime() === start &&
      last.priceCents === base.priceCents &&
      last.salesPercentage === salesPercentage
    ) {
      last.to = stop === null ? null : new Date(stop);
      return;
    }
    periods.push({
      priceCents: base.priceCents,
      salesPercentage,
      paidCents: salePriceCents(base.priceCents, salesPercentage),
      from: new Date(start),
      to: stop === null ? null : new Date(stop),
    });
  });
  return periods;
}

export type SaleWindowEntry = SaleWindow & { from: Date; to: Date | null };

/**
 * The "was" price of a sale holding now: the lowest price buyers paid in the 30 days before the sale
 * began (the sale began where the price paid now started, however the entries were cut since).
 * Null when no sale holds now, or when nothing was sold at another price in those 30 days (a product
 * put on sale the day it was listed has no "was" price).
 */
export function priorPriceCents(periods: PricePeriod[], now: Date, knownFrom: Date | null = null): number | null {
  const current = periods.at(-1);
  if (!current || current.to !== null || current.salesPercentage === 0) return null;
  let began = current.from.getTime();
  for (let index = periods.length - 2; index >= 0; index--) {
    const period = periods[index] as PricePeriod;
    if (period.to?.getTime() !== began || period.paidCents !== current.paidCents || period.salesPercentage === 0) break;
    began = period.from.getTime();
  }
  const since = began - PRIOR_PRICE_DAYS * DAY_MS;
  // Prices before `knownFrom` are not known (a product older than the kept history, or more entries
  // than were read): a lower one may hide there, so no "was" price is claimed.
  if (knownFrom && since < knownFrom.getTime()) return null;
  const before = periods.filter(
    (period) => period.from.getTime() < began && (period.to?.getTime() ?? now.getTime()) > since,
  );
  if (before.length === 0) return null;
  return Math.min(...before.map((period) => period.paidCents));
}

/** `GET /api/product/{id}/price-history`: one entry per period at one price, oldest first. */
export const priceHistoryEntrySchema = z.object({
  /** Null: the product's own price; else the variant's size. */
  variant: z.string().nullable(),
  /** The price before any sale, in dollars. */
  price: z.number(),
  /** The percentage off in the period (0: no sale held). */
  salesPercentage: z.number(),
  /** What a buyer paid in the period. */
  salesPrice: z.number(),
  from: z.string(),
  /** Null: the price in force now. */
  to: z.string().nullable(),
});
export const priceHistoryResponseSchema = z.object({ items: z.array(priceHistoryEntrySchema) });
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
