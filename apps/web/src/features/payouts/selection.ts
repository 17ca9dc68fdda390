import { dollarsToCents, type RemitAmountDto, type RemitListDto } from '@soko/shared';

export interface SaleCents {
  subtotalCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

export interface SelectionTotals extends SaleCents {
  count: number;
}

/** The server's amounts of a sale to remit, in cents, so that totals add up without float drift. */
export function saleCents(sale: Pick<RemitAmountDto, 'subtotal' | 'fee' | 'feeGst' | 'net'>): SaleCents {
  return {
    subtotalCents: dollarsToCents(sale.subtotal),
    feeCents: dollarsToCents(sale.fee),
    feeGstCents: dollarsToCents(sale.feeGst),
    netCents: dollarsToCents(sale.net),
  };
}

export function totalsOf(selection: ReadonlyMap<string, SaleCents>): SelectionTotals {
  const totals: SelectionTotals = { count: 0, subtotalCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0 };
  for (const sale of selection.values()) {
    totals.count += 1;
    totals.subtotalCents += sale.subtotalCents;
    totals.feeCents += sale.feeCents;
    totals.feeGstCents += sale.feeGstCents;
    totals.netCents += sale.netCents;
  }
  return totals;
}

/** Refunds after earlier payouts that the next payout deducts: how many, and their sums in cents (negative). */
export interface CarriedCents extends SaleCents {
  count: number;
}

export function carriedCents(carried: RemitListDto['carried']): CarriedCents {
  return {
    count: carried.count,
    subtotalCents: dollarsToCents(carried.gross),
    feeCents: dollarsToCents(carried.fee),
    feeGstCents: dollarsToCents(carried.feeGst),
    netCents: dollarsToCents(carried.net),
  };
}

/** The payout the server will create: the selected sales less every carried refund, whatever is selected. */
export interface PayoutTotals extends SelectionTotals {
  carried: CarriedCents;
}

export function payoutTotalsOf(selection: ReadonlyMap<string, SaleCents>, carried: CarriedCents): PayoutTotals {
  const sales = totalsOf(selection);
  return {
    count: sales.count,
    subtotalCents: sales.subtotalCents + carried.subtotalCents,
    feeCents: sales.feeCents + carried.feeCents,
    feeGstCents: sales.feeGstCents + carried.feeGstCents,
    netCents: sales.netCents + carried.netCents,
    carried,
  };
}
