import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FEE_NOTE,
  DEFAULT_FEE_TERMS,
  gstIncludedCents,
  isCarrier,
  isRetiredShippingProvider,
  partShippingCents,
  SHIPPING,
  SHIPPING_RATES_TEXT,
  saleLineFees,
  unitWeightKg,
} from '@soko/shared';
import type { ProductVariant } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { AppliedFee } from '../commissions/index.ts';
import type { RateBook } from '../shipping-rates/index.ts';
import type { OrderableProduct } from './orders.repo.ts';

/* How an order's lines become one sale per vendor: shipping, and each line's fee by its commission rule. */

/** One product (and variant) of the order, its quantities summed when the request lists it twice. */
export interface OrderLine {
  /** Where the line first appears in the request, for error params. */
  index: number;
  product: OrderableProduct;
  variant: ProductVariant | undefined;
  qty: number;
  unitPriceCents: number;
  imageFile: string | null;
}

export const lineName = (line: Pick<OrderLine, 'product' | 'variant'>) =>
  line.variant ? `${line.product.name} (${line.variant.size})` : line.product.name;

const defaultFee: AppliedFee = { ruleId: null, note: DEFAULT_FEE_NOTE, terms: DEFAULT_FEE_TERMS };

/** A line of a vendor's sale with its fee: the terms frozen from its rule, its share of shipping. */
interface PricedLine extends OrderLine {
  fee: AppliedFee;
  shippingShareCents: number;
  feeCents: number;
}

export interface VendorSale {
  id: string;
  vendorId: string;
  vendor: OrderableProduct['vendor'];
  lines: PricedLine[];
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

/**
 * A product with paid shipping through a carrier its vendor has no rate for (own or default) cannot
 * be priced, and one on a carrier that stopped trading cannot be sent until its vendor (or staff in
 * bulk) moves it: the order is refused with a message the storefront can show.
 */
export function assertShippable(lines: OrderLine[], rateOf: RateBook): void {
  for (const line of lines) {
    const { product } = line;
    // A carrier that stopped trading can neither be paid for nor carry the parcel, whoever pays.
    if (isRetiredShippingProvider(product.shippingProvider)) {
      throw conflict(SHIPPING_RATES_TEXT.retiredCarrier(lineName(line), product.shippingProvider));
    }
    if (product.shipping !== SHIPPING.paid || !isCarrier(product.shippingProvider)) continue;
    if (!rateOf(product.vendorId, product.shippingProvider)) {
      throw conflict(SHIPPING_RATES_TEXT.notShippable(lineName(line), product.shippingProvider));
    }
  }
}

/**
 * One sale per vendor, in the order the vendors first appear, its shipping priced by
 * partShippingCents (README, decisions): Fixed Delivery at the highest delivery price, one parcel
 * per carrier at the vendor's rate, free and pickup lines nothing.
 */
export function salesOf(
  lines: OrderLine[],
  fees: AppliedFee[],
  gstRegistered: boolean,
  rateOf: RateBook,
): VendorSale[] {
  const byVendor = new Map<string, { vendor: OrderableProduct['vendor']; lines: OrderLine[]; fees: AppliedFee[] }>();
  for (const [index, line] of lines.entries()) {
    const fee = fees[index] ?? defaultFee;
    const group = byVendor.get(line.product.vendorId);
    if (group) {
      group.lines.push(line);
      group.fees.push(fee);
    } else byVendor.set(line.product.vendorId, { vendor: line.product.vendor, lines: [line], fees: [fee] });
  }
  return [...byVendor.entries()].map(([vendorId, group]) => {
    const priceCents = group.lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
    const shippingCents = partShippingCents(
      group.lines.map((line) => ({
        shipping: line.product.shipping,
        provider: line.product.shippingProvider,
        deliveryPriceCents: line.product.deliveryPriceCents,
        qty: line.qty,
        unitWeightKg: unitWeightKg(line.product.weightKg, line.variant?.weightKg),
      })),
      priceCents,
      (carrier) => rateOf(vendorId, carrier),
    );
    const lineFees = saleLineFees(
      group.lines.map((line, index) => ({
        amountCents: line.unitPriceCents * line.qty,
        terms: (group.fees[index] ?? defaultFee).terms,
        saleWide: (group.fees[index] ?? defaultFee).ruleId === null,
      })),
      shippingCents,
    );
    const priced = group.lines.map((line, index) => ({
      ...line,
      fee: group.fees[index] ?? defaultFee,
      shippingShareCents: lineFees[index]?.shippingCents ?? 0,
      feeCents: lineFees[index]?.feeCents ?? 0,
    }));
    const feeCents = priced.reduce((sum, line) => sum + line.feeCents, 0);
    return {
      id: randomUUID(),
      vendorId,
      vendor: group.vendor,
      lines: priced,
      priceCents,
      shippingCents,
      feeCents,
      feeGstCents: gstRegistered ? gstIncludedCents(feeCents) : 0,
      netCents: priceCents + shippingCents - feeCents,
    };
  });
}
