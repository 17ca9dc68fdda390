/**
 * The packing bench (issue 30 section 3): packing slips, the pick list of a batch of sales, and
 * the carriers whose tracking pages a tracking number links to.
 */
import { z } from 'zod';

/** The most sales one batch of packing slips prints; a bigger batch is refused, not cut short. */
export const PACKING_SLIPS_MAX = 500;

export const PACKING_TEXT = {
  tooMany: `Print at most ${PACKING_SLIPS_MAX} packing slips at once`,
  noneChosen: 'Choose at least one sale to print',
  saleNotFound: (missing: number) =>
    missing === 1 ? 'One of the sales was not found' : `${missing} of the sales were not found`,
} as const;

/** `?prices=true` adds the prices to a slip; a slip handed to the buyer says none unless asked. */
const pricesFlag = z
  .enum(['true', 'false'], { error: 'prices must be true or false' })
  .default('false')
  .transform((value) => value === 'true');

/** `GET /api/sale/{id}/packing-slip.pdf`. */
export const packingSlipQuerySchema = z.object({ prices: pricesFlag });

/** `POST /api/sale/packing-slips.pdf`. */
export const packingSlipsRequestSchema = z.object({
  saleIds: z
    .array(z.uuid('Sale not found'), { error: PACKING_TEXT.noneChosen })
    .min(1, PACKING_TEXT.noneChosen)
    .max(PACKING_SLIPS_MAX, PACKING_TEXT.tooMany),
  prices: z.boolean().default(false),
});
export type PackingSlipsRequest = z.input<typeof packingSlipsRequestSchema>;

/** One line of a sale as the pick list adds it up. */
export interface PickItem {
  /** Null once the product was deleted: its lines add up by name and variant. */
  productId: string | null;
  name: string;
  variant: string;
  sku: string;
  qty: number;
}

/** Variants are replaced when a product is edited, so a variant is known by its label, not its id. */
const pickKey = (item: PickItem) => `${item.productId ?? `deleted/${item.name}`}/${item.variant}`;

/**
 * Each product and variant once, with its quantity added up across the sales, sorted by SKU (lines
 * without one last, by name); the name and variant are those of the first line of it.
 */
export function pickListOf(items: Iterable<PickItem>): PickItem[] {
  const lines = new Map<string, PickItem>();
  for (const item of items) {
    const key = pickKey(item);
    const line = lines.get(key);
    if (line) line.qty += item.qty;
    else lines.set(key, { ...item });
  }
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...lines.values()].sort(
    (a, b) =>
      Number(a.sku === '') - Number(b.sku === '') ||
      text(a.sku, b.sku) ||
      text(a.name, b.name) ||
      text(a.variant, b.variant) ||
      text(pickKey(a), pickKey(b)),
  );
}

/**
 * Carriers a sale may be shipped with and whose tracking pages are known (TransDirect books other
 * carriers, so its parcels name the carrier that took them). Sendle stays for sales shipped with it
 * whatever the products offer today.
 */
export const TRACKING_CARRIERS = [
  'Australia Post',
  'StarTrack',
  'Aramex',
  'CouriersPlease',
  'DHL',
  'TNT',
  'Sendle',
] as const;
export type TrackingCarrier = (typeof TRACKING_CARRIERS)[number];

export const trackingCarrierSchema = z.enum(TRACKING_CARRIERS, {
  error: `Carrier must be one of ${TRACKING_CARRIERS.join(', ')}`,
});

/** Each carrier's public tracking page for one consignment. */
const TRACKING_PAGES: Record<TrackingCarrier, (number: string) => string> = {
  'Australia Post': (number) => `https://auspost.com.au/mypost/track/details/${number}`,
  StarTrack: (number) => `https://startrack.com.au/track/details/${number}`,
  // Fastway became Aramex in Australia; its old numbers track on the same page.
  Aramex: (number) => `https://www.aramex.com.au/tools/track?l=${number}`,
  CouriersPlease: (number) => `https://www.couriersplease.com.au/tools-track/no/${number}`,
  DHL: (number) => `https://www.dhl.com/au-en/home/tracking.html?tracking-id=${number}&submit=1`,
  TNT: (number) => `https://www.tnt.com/express/en_au/site/shipping-tools/tracking.html?searchType=con&cons=${number}`,
  Sendle: (number) => `https://track.sendle.com/tracking?ref=${number}`,
};

export const isTrackingCarrier = (carrier: string): carrier is TrackingCarrier =>
  (TRACKING_CARRIERS as readonly string[]).includes(carrier);

/** The carrier's tracking page for the number; null without a number or for a carrier not known here. */
export function trackingUrlOf(carrier: string | null, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (!carrier || !number || !isTrackingCarrier(carrier)) return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(number));
}
