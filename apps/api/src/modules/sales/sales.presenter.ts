import {
  basisPointsToPercent,
  centsToDollars,
  DEFAULT_FEE_NOTE,
  type DeliveryAddressDto,
  formatCents,
  messagePartyName,
  nextSaleStatuses,
  type RefundDto,
  type SaleDetailDto,
  type SaleDto,
  type SaleItemDto,
  type SaleOrderDto,
  type SaleStatusChangeDto,
  salePayoutStateOf,
  streetLine,
  trackingUrlOf,
} from '@soko/shared';
import type { DeliveryAddress, SaleItem } from '../../db/schema/index.ts';
import { productImageUrl } from '../../lib/product-images.ts';
import type { NewSaleMail, SaleLineMail } from '../mail/index.ts';
import { refundedLines, unitsLeft } from './refund-lines.ts';
import type { RefundRow } from './refunds.repo.ts';
import type { SaleListRow } from './sales.list.repo.ts';
import type { HistoryRow, SaleItemShown, SalePayoutRow, SaleRow } from './sales.repo.ts';

export const toAddressDto = ({
  unit,
  c_address,
  suburb,
  state,
  country,
  postcode,
}: DeliveryAddress): DeliveryAddressDto => ({
  unit,
  c_address,
  suburb,
  state,
  country,
  postcode,
});

export function toSaleItemDto(item: SaleItemShown): SaleItemDto {
  return {
    _id: item.id,
    productId: item.productId,
    name: item.name,
    variant: item.variantLabel,
    image: item.imageFile ? productImageUrl(item.imageFile) : null,
    qty: item.qty,
    price: centsToDollars(item.priceCents),
    gstFree: item.gstFree,
  };
}

function toSaleOrderDto(order: SaleRow['order']): SaleOrderDto {
  return {
    _id: order.id,
    number: order.number,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    transaction_id: order.transactionId,
    payment_method: order.paymentMethod,
    delivery_address: toAddressDto(order.deliveryAddress),
  };
}

export function toSaleDto(row: SaleListRow, items: SaleItemShown[]): SaleDto {
  return {
    _id: row.id,
    order_id: toSaleOrderDto(row.order),
    items: items.map(toSaleItemDto),
    status: row.status,
    tracking_number: row.trackingNumber,
    carrier: row.carrier,
    trackingUrl: trackingUrlOf(row.carrier, row.trackingNumber),
    price: centsToDollars(row.priceCents),
    shippingFee: centsToDollars(row.shippingCents),
    subtotal: centsToDollars(row.priceCents + row.shippingCents),
    fee: centsToDollars(row.feeCents),
    feeGst: centsToDollars(row.feeGstCents),
    net: centsToDollars(row.netCents),
    refunded: centsToDollars(row.refundedCents + row.refundedShippingCents),
    payoutState: salePayoutStateOf(row.status, row.payoutId === null ? null : { paid: row.paidOut }),
    vendorId: { _id: row.vendor.id, displayName: row.vendor.displayName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toStatusChangeDto(change: HistoryRow): SaleStatusChangeDto {
  return {
    from: change.fromStatus,
    to: change.toStatus,
    tracking_number: change.trackingNumber,
    by: change.actor ? { _id: change.actor.id, name: messagePartyName(change.actor) } : null,
    createdAt: change.createdAt.toISOString(),
  };
}

function toRefundDto(refund: RefundRow, items: SaleItem[]): RefundDto {
  const names = new Map(
    items.map((item) => [item.id, item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name]),
  );
  return {
    _id: refund.id,
    amount: centsToDollars(refund.amountCents),
    shipping: centsToDollars(refund.shippingCents),
    total: centsToDollars(refund.amountCents + refund.shippingCents),
    reason: refund.reason,
    note: refund.note,
    restock: refund.restock.map((line) => ({ itemId: line.itemId, name: names.get(line.itemId) ?? '', qty: line.qty })),
    items: refund.lines
      .filter((line) => line.qty > 0)
      .map((line) => ({
        itemId: line.itemId,
        name: names.get(line.itemId) ?? '',
        qty: line.qty,
        amount: centsToDollars(line.amountCents),
      })),
    feeChange: centsToDollars(refund.feeChangeCents),
    netChange: centsToDollars(refund.netChangeCents),
    afterPayout: refund.adjustment !== null,
    deductedIn:
      refund.adjustment?.payoutId && refund.adjustment.payoutNumber !== null
        ? { _id: refund.adjustment.payoutId, number: refund.adjustment.payoutNumber, paidAt: refund.adjustment.paidAt }
        : null,
    by: refund.actor ? { _id: refund.actor.id, name: messagePartyName(refund.actor) } : null,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** Each item line's units not yet refunded by line, and what refunding them all gives back (dollars). */
function unitsLeftToRefund(items: SaleItem[], refunds: RefundRow[]) {
  const state = refundedLines(items, refunds);
  return state.map((line) => ({
    itemId: line.itemId,
    qty: unitsLeft(line),
    amount: centsToDollars(line.amountCents - line.refundedCents),
  }));
}

export function toSaleDetailDto(
  row: SaleRow,
  items: SaleItem[],
  history: HistoryRow[],
  payout: SalePayoutRow | undefined,
  refunds: RefundRow[],
  /** What refunds after the sale's payout took from its net (negative). */
  adjustedNetCents: number,
  ruleNotes: Map<string, string>,
): SaleDetailDto {
  return {
    ...toSaleDto(row, items),
    payout: payout ? { _id: payout.id, number: payout.number, paidAt: payout.paidAt } : null,
    history: history.map(toStatusChangeDto),
    // A sale in a payout can no longer change, whatever its status would allow.
    nextStatuses: row.payoutId === null ? [...nextSaleStatuses(row.status)] : [],
    refunds: refunds.map((refund) => toRefundDto(refund, items)),
    refundable: {
      amount: row.status === 'Cancel' ? 0 : centsToDollars(row.priceCents - row.refundedCents),
      shipping: row.status === 'Cancel' ? 0 : centsToDollars(row.shippingCents - row.refundedShippingCents),
      items: row.status === 'Cancel' ? [] : unitsLeftToRefund(items, refunds),
    },
    netAfterRefunds: centsToDollars(row.netCents + adjustedNetCents),
    fees: items.map((item) => ({
      itemId: item.id,
      fee: centsToDollars(item.feeCents),
      note: (item.feeRuleId && ruleNotes.get(item.feeRuleId)) || DEFAULT_FEE_NOTE,
      percent: item.feePercentBasisPoints === null ? null : basisPointsToPercent(item.feePercentBasisPoints),
      fixed: item.feeFixedCents === null ? null : centsToDollars(item.feeFixedCents),
    })),
  };
}

type MailLine = Pick<SaleItem, 'name' | 'variantLabel' | 'qty' | 'priceCents'>;

export const toSaleLineMail = (item: MailLine): SaleLineMail => ({
  name: item.name,
  variant: item.variantLabel,
  qty: item.qty,
  price: formatCents(item.priceCents),
});

function addressLines(address: DeliveryAddress): string {
  return [streetLine(address), `${address.suburb} ${address.state} ${address.postcode}`, address.country].join('\n');
}

export interface NewSaleMailInput {
  vendorFirstName: string;
  saleId: string;
  orderNumber: number;
  customerName: string;
  deliveryAddress: DeliveryAddress;
  items: MailLine[];
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  netCents: number;
  note?: string;
}

/** The vendor's new-sale mail, when the order is placed and when staff send it again. */
export function newSaleMail(sale: NewSaleMailInput): NewSaleMail {
  return {
    firstName: sale.vendorFirstName,
    saleId: sale.saleId,
    orderNumber: sale.orderNumber,
    customerName: sale.customerName,
    deliveryAddress: addressLines(sale.deliveryAddress),
    items: sale.items.map(toSaleLineMail),
    price: formatCents(sale.priceCents),
    shipping: formatCents(sale.shippingCents),
    subtotal: formatCents(sale.priceCents + sale.shippingCents),
    fee: formatCents(sale.feeCents),
    net: formatCents(sale.netCents),
    ...(sale.note ? { note: sale.note } : {}),
  };
}
