import { createHash } from 'node:crypto';
import {
  centsToDollars,
  formatCents,
  isStaffRole,
  messagePartyName,
  nextReturnStatuses,
  type openReturnSchema,
  type Paginated,
  REFUND_REASON_LABELS,
  RETURN_TEXT,
  type ReturnDto,
  type ReturnStatus,
  SALES_TEXT,
  type updateReturnSchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SaleItem, SaleReturn, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { assertPageDepth } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { refundReturnedItems } from '../sales/index.ts';
import {
  countReturnsWaiting,
  findOrderHead,
  findReturnRows,
  findReturnsByKey,
  findVendorContact,
  insertReturn,
  itemsByIds,
  listReturnRows,
  lockReturn,
  lockSalesForReturn,
  openReturnsOfSales,
  orderItems,
  type ReturnRow,
  updateReturn as updateReturnRow,
} from './returns.repo.ts';

/** What returns need from the app: the database and the mail outbox. */
export type ReturnDeps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'notices' | 'log'>;

type OpenReturnInput = z.output<typeof openReturnSchema>;
type UpdateReturnInput = z.output<typeof updateReturnSchema>;

/** The refund keys the app gives a return's own refund ("return:<id>", "return:<id>:kept"). */
const RETURN_REFUND_KEY_PREFIX = 'return:';
const KEPT_ITEM_KEY_SUFFIX = ':kept';

/**
 * Closes an open return of `saleId` as refunded by `refundId`, a refund made on the sale (its refund
 * dialog): the buyer is not then asked for the items, nor refunded twice. In the refund's transaction.
 */
export async function closeReturnWithSaleRefund(
  db: Db,
  actor: User,
  saleId: string,
  returnId: string,
  refundId: string,
): Promise<void> {
  const ret = await lockReturn(db, returnId, scopeOf(actor));
  if (!ret || ret.saleId !== saleId) throw returnNotFound();
  if (!nextReturnStatuses(ret.status).includes('refunded')) throw conflict(RETURN_TEXT.notOpen, 'closeReturnId');
  await updateReturnRow(db, returnId, { status: 'refunded', refundId });
  // A return's decisions move money and stock: audited whoever made them, the vendor too.
  await recordAudit(db, {
    actorId: actor.id,
    action: 'return.status',
    entityType: 'return',
    entityId: returnId,
    before: { status: ret.status },
    after: { status: 'refunded', refundId },
  });
}

const isStaff = (user: User | null) => user !== null && isStaffRole(user.role);
const returnNotFound = () => notFound('Return');

const lineMail = (item: SaleItem, qty: number) => ({
  name: item.name,
  variant: item.variantLabel,
  qty,
  price: formatCents(item.priceCents),
});

function toReturnDto(row: ReturnRow, items: Map<string, SaleItem>): ReturnDto {
  const { ret } = row;
  const lines = ret.items.map((line) => {
    const item = items.get(line.saleItemId);
    return {
      saleItemId: line.saleItemId,
      name: item?.name ?? '',
      variant: item?.variantLabel ?? '',
      qty: line.qty,
      price: centsToDollars(item?.priceCents ?? 0),
    };
  });
  const next = nextReturnStatuses(ret.status);
  return {
    _id: ret.id,
    number: ret.number,
    status: ret.status,
    reason: ret.reason,
    note: ret.note,
    rejectionReason: ret.rejectionReason,
    saleId: ret.saleId,
    order: { _id: row.orderId, number: row.orderNumber, customer_name: row.customerName },
    vendor: { _id: ret.vendorId, displayName: row.vendorName },
    items: lines,
    amount: centsToDollars(
      ret.items.reduce((sum, line) => sum + (items.get(line.saleItemId)?.priceCents ?? 0) * line.qty, 0),
    ),
    openedBy: row.opener ? { _id: row.opener.id, name: messagePartyName(row.opener) } : null,
    refund: row.refund
      ? {
          _id: row.refund.id,
          total: centsToDollars(row.refund.amountCents + row.refund.shippingCents),
          createdAt: row.refund.createdAt.toISOString(),
          onSale: !row.refund.key.startsWith(RETURN_REFUND_KEY_PREFIX),
          keptItem: row.refund.key.endsWith(KEPT_ITEM_KEY_SUFFIX),
        }
      : null,
    nextStatuses: [...next],
    createdAt: ret.createdAt.toISOString(),
    updatedAt: ret.updatedAt.toISOString(),
  };
}

async function returnDtos(db: Db, rows: ReturnRow[]): Promise<ReturnDto[]> {
  const items = await itemsByIds(
    db,
    rows.flatMap((row) => row.ret.items.map((line) => line.saleItemId)),
  );
  return rows.map((row) => toReturnDto(row, items));
}

const scopeOf = (actor: User) => (isStaff(actor) ? undefined : actor.id);

function requestHash(orderId: string, input: OpenReturnInput): string {
  const items = [...input.items].sort((a, b) =>
    a.saleItemId < b.saleItemId ? -1 : a.saleItemId > b.saleItemId ? 1 : 0,
  );
  return createHash('sha256')
    .update(JSON.stringify({ orderId, ...input, items }))
    .digest('hex');
}

export interface OpenedReturns {
  status: 200 | 201;
  ids: string[];
}

function replay(earlier: Pick<SaleReturn, 'id' | 'requestHash'>[], hash: string): OpenedReturns {
  if (earlier.some((ret) => ret.requestHash !== hash)) {
    throw unprocessable(SALES_TEXT.idempotencyKeyReused, 'Idempotency-Key');
  }
  return { status: 200, ids: earlier.map((ret) => ret.id) };
}

/**
 * `POST /api/order/{orderId}/returns`: one return per vendor whose items are named, each of a
 * delivered sale and no more units than were bought less those already returned, refunded or in a
 * return under way. The sales are locked, so two requests cannot return the same unit twice.
 */
export async function openReturns(
  deps: ReturnDeps,
  actor: User | null,
  orderId: string,
  clientKey: string,
  input: OpenReturnInput,
): Promise<OpenedReturns> {
  const { db } = deps;
  const hash = requestHash(orderId, input);
  // A key counts for its order only: another order's request with the same key is another request.
  const key = `${orderId}:${clientKey}`;
  const earlier = await findReturnsByKey(db, key);
  if (earlier.length > 0) return replay(earlier, hash);
  const order = await findOrderHead(db, orderId);
  if (!order) throw notFound('Order');
  let deliveries: NoticeDelivery[] = [];
  try {
    const opened = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        deliveries = [];
        const itemIds = input.items.map((line) => line.saleItemId);
        // Locked in id order, as a payout locks sales, so the two never deadlock; the items are read
        // again once locked, so a refund that restocked one meanwhile is counted.
        const saleIds = [...new Set((await orderItems(tx, orderId, itemIds)).map((row) => row.sale.id))].sort();
        await lockSalesForReturn(tx, saleIds);
        const found = await orderItems(tx, orderId, itemIds);
        if (found.length !== input.items.length) throw badRequest(RETURN_TEXT.unknownItem, 'items');
        const concurrent = await findReturnsByKey(tx, key);
        if (concurrent.length > 0) return replay(concurrent, hash);
        const taken = new Map<string, number>();
        for (const open of await openReturnsOfSales(tx, saleIds)) {
          for (const line of open.items) taken.set(line.saleItemId, (taken.get(line.saleItemId) ?? 0) + line.qty);
        }
        const byId = new Map(found.map((row) => [row.item.id, row]));
        const ids: string[] = [];
        for (const saleId of saleIds) {
          const lines = input.items.filter((line) => byId.get(line.saleItemId)?.sale.id === saleId);
          const sale = byId.get(lines[0]?.saleItemId ?? '')?.sale;
          if (!sale) continue;
          const vendorRow = await findVendorContact(tx, sale.vendorId);
          if (sale.status !== 'Delivered') {
            throw conflict(RETURN_TEXT.notDelivered(order.number, vendorRow?.displayName ?? 'The seller'), 'items');
          }
          for (const line of lines) {
            const item = byId.get(line.saleItemId)?.item;
            if (!item) throw badRequest(RETURN_TEXT.unknownItem, 'items');
            const left = item.qty - item.restockedQty - (taken.get(item.id) ?? 0);
            if (line.qty > left) throw badRequest(RETURN_TEXT.tooMany(item.name, Math.max(left, 0)), 'items');
          }
          const ret = await insertReturn(tx, {
            saleId,
            vendorId: sale.vendorId,
            idempotencyKey: key,
            requestHash: hash,
            reason: input.reason,
            note: input.note,
            items: lines.map((line) => ({ saleItemId: line.saleItemId, qty: line.qty })),
            openedBy: actor?.id ?? null,
          });
          ids.push(ret.id);
          const returnedLines = lines.map((line) => {
            const item = byId.get(line.saleItemId)?.item;
            return item ? lineMail(item, line.qty) : { name: '', variant: '', qty: line.qty, price: '' };
          });
          deliveries.push(
            await notifyIn(deps, tx, {
              kind: 'return.requested',
              to: { vendorId: sale.vendorId },
              title: `Return #${ret.number} requested: order #${order.number}`,
              body: `${REFUND_REASON_LABELS[input.reason]}${input.note ? `: ${input.note}` : ''}`,
              link: `/returns/${ret.id}`,
              email: (recipient) => ({
                to: recipient.email,
                template: 'returnRequested',
                data: {
                  firstName: recipient.firstName,
                  returnId: ret.id,
                  number: ret.number,
                  orderNumber: order.number,
                  customerName: order.customerName,
                  reason: REFUND_REASON_LABELS[input.reason],
                  note: input.note,
                  items: returnedLines,
                },
              }),
            }),
          );
          if (actor && isStaff(actor)) {
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'return.open',
              entityType: 'return',
              entityId: ret.id,
              after: { number: ret.number, saleId, items: ret.items, reason: ret.reason },
            });
          }
        }
        return { status: 201 as const, ids };
      }),
    );
    await publishNotices(deps, ...deliveries);
    return opened;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findReturnsByKey(db, key);
    if (winner.length === 0) throw error;
    return replay(winner, hash);
  }
}

/** The returns of `ids` as the API sends them, in number order. */
export async function returnsByIds(deps: ReturnDeps, ids: string[]): Promise<ReturnDto[]> {
  return returnDtos(deps.db, await findReturnRows(deps.db, ids));
}

/** `GET /api/returns`: the vendor's own, everyone's for staff, newest first. */
export async function listReturns(
  deps: ReturnDeps,
  actor: User,
  query: {
    page: number;
    limit: number;
    status?: ReturnStatus | undefined;
    saleId?: string | undefined;
    orderId?: string | undefined;
  },
): Promise<Paginated<ReturnDto>> {
  assertPageDepth(query.page, query.limit);
  const { rows, total } = await listReturnRows(
    deps.db,
    { vendorId: scopeOf(actor), status: query.status, saleId: query.saleId, orderId: query.orderId },
    query.page,
    query.limit,
  );
  return { items: await returnDtos(deps.db, rows), total, page: query.page, limit: query.limit };
}

/** `GET /api/returns/{id}`: another vendor's is not found. */
export async function getReturn(deps: ReturnDeps, actor: User, id: string): Promise<ReturnDto> {
  const [row] = await findReturnRows(deps.db, [id]);
  if (!row || (scopeOf(actor) !== undefined && row.ret.vendorId !== actor.id)) throw returnNotFound();
  const [dto] = await returnDtos(deps.db, [row]);
  if (!dto) throw returnNotFound();
  return dto;
}

/** Requested returns waiting for the vendor (or, for staff, for anyone): the dashboard's count. */
export function returnsWaiting(db: Db, vendorId: string | undefined): Promise<number> {
  return countReturnsWaiting(db, vendorId);
}

/**
 * `PUT /api/returns/{id}`: the vendor on its own returns, staff on any. Approving or rejecting
 * emails the buyer (a rejection with its reason); refunding refunds the returned items' price with
 * those items back in stock, through the sale's refund, in the same transaction.
 */
export async function updateReturn(
  deps: ReturnDeps,
  actor: User,
  id: string,
  change: UpdateReturnInput,
): Promise<ReturnDto> {
  await retryOnDeadlock(() =>
    deps.db.transaction(async (tx) => {
      const ret = await lockReturn(tx, id, scopeOf(actor));
      if (!ret) throw returnNotFound();
      const to: ReturnStatus = change.status;
      if (!nextReturnStatuses(ret.status).includes(to)) throw conflict(RETURN_TEXT.badTransition(ret.status, to));
      // Refunding items that have not come back is a choice the vendor makes on purpose.
      const keepItem = to === 'refunded' && ret.status !== 'received';
      if (keepItem && !change.keepItem) throw conflict(RETURN_TEXT.keepItemRequired, 'keepItem');
      let refundId: string | null = ret.refundId;
      if (to === 'refunded') {
        const refund = await refundReturnedItems(
          { db: tx, mail: deps.mail, config: deps.config },
          actor,
          ret.saleId,
          ret.id,
          ret.items,
          ret.reason,
          keepItem ? `Return #${ret.number}, the buyer keeps the items` : `Return #${ret.number}`,
          keepItem,
        );
        refundId = refund.id;
      }
      await updateReturnRow(tx, id, {
        status: to,
        refundId,
        ...(to === 'rejected' ? { rejectionReason: change.reason } : {}),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'return.status',
        entityType: 'return',
        entityId: id,
        before: { status: ret.status },
        after: {
          status: to,
          ...(to === 'rejected' ? { reason: change.reason } : {}),
          ...(keepItem ? { keepItem } : {}),
          ...(to === 'refunded' && refundId ? { refundId } : {}),
        },
      });
      if (to === 'approved' || to === 'rejected') {
        const [row] = await findReturnRows(tx, [id]);
        if (!row) throw returnNotFound();
        const items = await itemsByIds(
          tx,
          ret.items.map((line) => line.saleItemId),
        );
        await deps.mail.enqueue(tx, {
          to: row.customerEmail,
          template: 'returnDecided',
          data: {
            customerName: row.customerName,
            number: ret.number,
            orderNumber: row.orderNumber,
            vendorName: row.vendorName,
            approved: to === 'approved',
            reason: change.reason,
            items: ret.items.flatMap((line) => {
              const item = items.get(line.saleItemId);
              return item ? [lineMail(item, line.qty)] : [];
            }),
          },
        });
      }
    }),
  );
  return getReturn(deps, actor, id);
}
