import {
  type CaseDetailDto,
  type CaseDto,
  type CaseEntryDto,
  centsToDollars,
  isStaffRole,
  refundIncludesPostage,
} from '@soko/shared';
import type { Case, User } from '../../db/schema/index.ts';
import type { CaseRow, EntryRow, SaleLeft } from './cases.repo.ts';

/** Who reads a case: the storefront for the buyer, or a signed-in vendor or staff member. */
export type CaseViewer = 'buyer' | User;

export const isStaffViewer = (viewer: CaseViewer): boolean => viewer !== 'buyer' && isStaffRole(viewer.role);

/** A case that can no longer change: decided, or resolved other than by a rejection (the buyer may escalate one). */
export function isClosed(kase: Pick<Case, 'status' | 'resolution'>): boolean {
  return kase.status === 'decided' || (kase.status === 'resolved' && kase.resolution !== 'rejected');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCaseDto({ kase, orderNumber, customerName, vendorName }: CaseRow): CaseDto {
  return {
    id: kase.id,
    number: kase.number,
    status: kase.status,
    reason: kase.reason,
    saleId: kase.saleId,
    order: { id: kase.orderId, number: orderNumber, customerName },
    vendor: { id: kase.vendorId, displayName: vendorName },
    openedAt: kase.openedAt.toISOString(),
    respondBy: kase.respondBy.toISOString(),
    firstResponseAt: iso(kase.firstResponseAt),
    resolution: kase.resolution,
    resolutionNote: kase.resolutionNote,
    resolvedAt: iso(kase.resolvedAt),
    escalatedAt: iso(kase.escalatedAt),
    decision: kase.decision,
    decisionReason: kase.decisionReason,
    decidedAt: iso(kase.decidedAt),
    refund:
      kase.refundCents === null
        ? null
        : { amount: centsToDollars(kase.refundCents), shipping: centsToDollars(kase.refundShippingCents ?? 0) },
    returnId: kase.returnId,
  };
}

function toEntryDto(row: EntryRow, buyerName: string, vendorName: string): CaseEntryDto {
  const { entry } = row;
  const authorName = entry.author === 'buyer' ? buyerName : entry.author === 'vendor' ? vendorName : 'Soko';
  return {
    id: entry.id,
    kind: entry.kind,
    author: entry.author,
    authorName,
    body: entry.body,
    at: entry.createdAt.toISOString(),
  };
}

export function toCaseDetailDto(row: CaseRow, entries: EntryRow[], left: SaleLeft, viewer: CaseViewer): CaseDetailDto {
  const { kase } = row;
  const staff = isStaffViewer(viewer);
  return {
    ...toCaseDto(row),
    timeline: entries.map((entry) => toEntryDto(entry, row.customerName, row.vendorName)),
    canResolve: viewer !== 'buyer' && !staff && (kase.status === 'open' || kase.status === 'responded'),
    canDecide: staff && kase.status === 'escalated',
    canWrite: !isClosed(kase),
    refundable: {
      amount: centsToDollars(left.itemsCents),
      shipping: centsToDollars(left.shippingCents),
      postageByDefault: refundIncludesPostage(kase.reason, undefined),
    },
  };
}
