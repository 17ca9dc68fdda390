import { formatCents, gstIncludedCents } from '@soko/shared';

/** What a sale's item line needs to be invoiced: as bought, with the GST treatment it was sold with. */
export interface InvoicedItem {
  name: string;
  variantLabel: string;
  qty: number;
  priceCents: number;
  gstFree: boolean;
}

/** One line of a buyer's invoice: an item as bought, or the shipping. */
export interface SupplyLine {
  label: string;
  qty: number;
  unitCents: number;
  amountCents: number;
  gstFree: boolean;
  part: 'item' | 'shipping';
}

/**
 * A sale's lines as its invoice shows them. Shipping follows the goods it carries: GST-free when
 * every item is GST-free (delivery supplied with GST-free goods is GST-free), taxable otherwise.
 */
export function saleSupplyLines(items: InvoicedItem[], shippingCents: number): SupplyLine[] {
  const lines: SupplyLine[] = items.map((item) => ({
    label: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
    qty: item.qty,
    unitCents: item.priceCents,
    amountCents: item.priceCents * item.qty,
    gstFree: item.gstFree,
    part: 'item',
  }));
  if (shippingCents > 0) {
    const gstFree = items.length > 0 && items.every((item) => item.gstFree);
    lines.push({
      label: 'Shipping',
      qty: 1,
      unitCents: shippingCents,
      amountCents: shippingCents,
      gstFree,
      part: 'shipping',
    });
  }
  return lines;
}

/** The GST a line includes on a tax invoice: amount / 11, half-up, on a taxable line; none on a GST-free one. */
export const lineGstCents = (line: Pick<SupplyLine, 'amountCents' | 'gstFree'>, taxInvoice: boolean): number =>
  taxInvoice && !line.gstFree ? gstIncludedCents(line.amountCents) : 0;

/** What a tax invoice writes in a GST-free line's GST column (the ATO asks for the extent each sale is taxable). */
export const GST_FREE_MARK = 'GST-free';

export const lineGstText = (line: SupplyLine): string =>
  line.gstFree ? GST_FREE_MARK : formatCents(gstIncludedCents(line.amountCents));

/** The lines of a delivery address as an invoice prints them. */
export function deliveryAddressLines(address: {
  unit: string;
  c_address: string;
  suburb: string;
  state: string;
  postcode: string;
}): string[] {
  const street = address.unit ? `${address.unit}/${address.c_address}` : address.c_address;
  return [street, `${address.suburb} ${address.state} ${address.postcode}`.trim()];
}
