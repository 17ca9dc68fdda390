import type { Readable } from 'node:stream';
import {
  canChangeSaleStatus,
  centsToDollars,
  isStaffRole,
  SALE_STATUSES,
  SALES_TEXT,
  type SaleDetailDto,
  type SaleListResponse,
  type SaleStatus,
  SEARCH_DEPTH,
  type TrackingCarrier,
  trackingUrlOf,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { actingMember } from '../../lib/acting-member.ts';
import { csvFilename } from '../../lib/csv.ts';
import { retryOnDeadlock } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { boundedCount, type ListTotal, pagePosition } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { notesOfRules } from '../commissions/index.ts';
import { adjustmentsOfSale } from '../ledger/index.ts';
import { refundsOfSale } from './refunds.repo.ts';
import { refundCancelledSale } from './refunds.service.ts';
import { saleScopeOf } from './sale-scope.ts';
import {
  countSales,
  type DayFigures,
  type OwedVendorRow,
  owedByVendor,
  owedToVendors,
  type StatementFigures,
  saleFigures,
  salesByDay,
  salesPerVendor,
  type TotalsScope,
} from './sale-totals.repo.ts';
import { salesCsv } from './sales.csv.ts';
import { saleExportBatches } from './sales.export.ts';
import {
  countNotProcessedUpTo,
  type LatestSaleRow,
  latestSales as latestSaleRows,
  listSaleRows,
  matchingSalesSql,
  SALE_KEYSETS,
  type SaleFilter,
  type SaleSort,
  searchStatusCounts,
} from './sales.list.repo.ts';
import { newSaleMail, toSaleDetailDto, toSaleDto, toSaleLineMail } from './sales.presenter.ts';
import {
  carrierOfProducts,
  findSalePayout,
  findSaleRow,
  historyOfSale,
  insertStatusChangeRows,
  lockSale,
  selectItemsOfSales,
  updateSale,
} from './sales.repo.ts';

export interface SaleListQuery {
  page: number;
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
  status?: SaleStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: SaleSort;
  /** With a search: count its matches of each status too. */
  counts?: boolean | undefined;
  vendorId?: string | undefined;
}

const isStaff = (user: User) => isStaffRole(user.role);

/** Whose sales the user may see: their own, or (undefined) everyone's for the super admin. */
const saleNotFound = () => notFound('Sale');

/** The filter of a list or export; only the super admin may pick a vendor, a vendor always sees their own. */
function filterFor(actor: User, query: Omit<SaleListQuery, 'page' | 'limit' | 'sort'>): SaleFilter {
  return {
    vendorId: isStaff(actor) ? query.vendorId : actor.id,
    status: query.status,
    from: query.from,
    to: query.to,
    q: query.q,
  };
}

type SaleStatusCounts = Record<SaleStatus, number>;

const statusCountsOf = (byStatus: Map<SaleStatus, number>): SaleStatusCounts =>
  Object.fromEntries(SALE_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as SaleStatusCounts;

/**
 * A search's total and its count of each status (the status filter's chips), from one statement that
 * reads at most the search depth of matches. A search with more matches says "1,000+" and no counts;
 * then only a status filter needs its own bounded count.
 */
async function searchTotals(
  db: Db,
  filter: SaleFilter,
): Promise<ListTotal & { statusCounts: SaleStatusCounts | null }> {
  const { byStatus, matched } = await searchStatusCounts(db, filter, SEARCH_DEPTH + 1);
  if (matched <= SEARCH_DEPTH) {
    const total = filter.status ? (byStatus.get(filter.status) ?? 0) : matched;
    return { total, totalCapped: false, statusCounts: statusCountsOf(byStatus) };
  }
  if (!filter.status) return { total: SEARCH_DEPTH, totalCapped: true, statusCounts: null };
  return { ...(await boundedCount(db, matchingSalesSql(db, filter), true)), statusCounts: null };
}

/**
 * One page of sales. The total is exact from the kept day figures, except for a customer search,
 * which is counted up to its depth ("1,000+"), with its count of each status when asked.
 */
async function salePage(db: Db, filter: SaleFilter, query: SaleListQuery): Promise<SaleListResponse> {
  const position = pagePosition(query, query.sort, SALE_KEYSETS[query.sort], Boolean(filter.q));
  const readPage = () => listSaleRows(db, filter, query.sort, position, query.limit);
  const answer = (
    page: Awaited<ReturnType<typeof readPage>>,
    counted: ListTotal,
    statusCounts?: SaleStatusCounts | null,
  ): SaleListResponse => ({
    items: page.rows.map((row) => toSaleDto(row, row.items)),
    total: counted.total,
    totalCapped: counted.totalCapped,
    page: query.page,
    limit: query.limit,
    nextCursor: page.nextCursor,
    ...(statusCounts === undefined ? {} : { statusCounts }),
  });
  if (!filter.q) {
    const [page, total] = await Promise.all([readPage(), countSales(db, filter)]);
    return answer(page, { total, totalCapped: false });
  }
  const page = await readPage();
  const whole = 'page' in position && position.page === 1 && page.nextCursor === null;
  if (!query.counts) {
    return answer(
      page,
      whole
        ? { total: page.rows.length, totalCapped: false }
        : await boundedCount(db, matchingSalesSql(db, filter), true),
    );
  }
  // A search whose every match is on its first page counts itself, the statuses too, unless a status
  // filter hides the others.
  if (whole && !filter.status) {
    const byStatus = new Map<SaleStatus, number>();
    for (const row of page.rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    return answer(page, { total: page.rows.length, totalCapped: false }, statusCountsOf(byStatus));
  }
  const { statusCounts, ...counted } = await searchTotals(db, filter);
  return answer(page, counted, statusCounts);
}

/** `GET /api/sale/mySales`: the caller's own sales, whoever the caller is. */
export async function mySales(deps: Pick<AppDeps, 'db'>, actor: User, query: SaleListQuery): Promise<SaleListResponse> {
  return salePage(deps.db, { ...filterFor(actor, query), vendorId: actor.id }, query);
}

/** `GET /api/sale/list` (super admin): every vendor's sales, or one vendor's. */
export async function listSales(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  query: SaleListQuery,
): Promise<SaleListResponse> {
  return salePage(deps.db, filterFor(actor, query), query);
}

/** `GET /api/sale/export`: the list as CSV, every row, streamed from the database a batch at a time. */
export function exportSales(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  query: Omit<SaleListQuery, 'page' | 'limit'>,
): { filename: string; csv: Readable } {
  const batches = saleExportBatches(deps.db, filterFor(actor, query), query.sort);
  return { filename: csvFilename('sales'), csv: salesCsv(batches) };
}

/**
 * `GET /api/sale/earnings`: for a vendor the net of their sales that are not cancelled; for the
 * super admin the marketplace's own earnings, the fees of every sale that is not cancelled.
 */
export async function earnings(deps: Pick<AppDeps, 'db'>, actor: User): Promise<{ total: number }> {
  return { total: centsToDollars(await earningsCents(deps.db, saleScopeOf(actor))) };
}

/** Counts and sums of sales from the kept day figures: the same cost at any number of sales. */
export function saleTotals(db: Db, scope: TotalsScope): Promise<StatementFigures> {
  return saleFigures(db, scope);
}

/** How many sales each of these vendors has made: one small read, whatever the page of vendors. */
export function saleCountsOf(db: Db, vendorIds: string[]): Promise<Map<string, number>> {
  return salesPerVendor(db, vendorIds);
}

/** Sales still Not processed placed up to `lastDay` (the work queue's overdue sales). */
export function countNotProcessed(db: Db, lastDay: string): Promise<number> {
  return countNotProcessedUpTo(db, lastDay);
}

/** Vendors owed the net of delivered sales in no payout (the work queue). */
export function vendorsOwed(db: Db): Promise<{ vendors: number; netCents: number }> {
  return owedToVendors(db);
}

/** The vendors owed with their amounts, biggest first (at most `limit`). */
export function vendorsOwedList(db: Db, limit: number): Promise<OwedVendorRow[]> {
  return owedByVendor(db, limit);
}

/** The dashboard's chart: figures of the last `days` marketplace days. */
export function salesChart(db: Db, vendorId: string | undefined, days: number): Promise<DayFigures[]> {
  return salesByDay(db, vendorId, days);
}

/** The newest sales for the dashboard. */
export function latestSales(db: Db, vendorId: string | undefined, limit: number): Promise<LatestSaleRow[]> {
  return latestSaleRows(db, vendorId, limit);
}

/**
 * What a signed-in user has earned: a vendor the net of their sales, the marketplace (the super
 * admin, `vendorId` undefined) the fees of every sale. Cancelled sales earn nothing.
 */
export async function earningsCents(db: Db, vendorId: string | undefined): Promise<number> {
  return earningsOf(await saleFigures(db, { vendorId, excludeCancelled: true }), vendorId);
}

/** Earnings from figures of sales not cancelled (`excludeCancelled`), already read for something else. */
export function earningsOf(figures: StatementFigures, vendorId: string | undefined): number {
  return vendorId ? figures.netCents : figures.feeCents;
}

async function saleDetail(db: Db, id: string, scope: string | undefined): Promise<SaleDetailDto> {
  const row = await findSaleRow(db, id, scope);
  if (!row) throw saleNotFound();
  const [items, history, payout, refunds, adjusted] = await Promise.all([
    selectItemsOfSales(db, [id]),
    historyOfSale(db, id),
    row.payoutId === null ? undefined : findSalePayout(db, row.payoutId),
    refundsOfSale(db, id),
    row.payoutId === null ? undefined : adjustmentsOfSale(db, id),
  ]);
  const lines = items.get(id) ?? [];
  const notes = await notesOfRules({ db }, [...new Set(lines.flatMap((line) => line.feeRuleId ?? []))]);
  return toSaleDetailDto(row, lines, history, payout, refunds, adjusted?.netCents ?? 0, notes);
}

export async function getSale(deps: Pick<AppDeps, 'db'>, actor: User, id: string): Promise<SaleDetailDto> {
  return saleDetail(deps.db, id, saleScopeOf(actor));
}

export interface SaleStatusChange {
  status: SaleStatus;
  tracking_number: string;
  carrier?: TrackingCarrier | undefined;
}

/**
 * Moves a sale along its workflow (docs/product.md section 4) for its vendor or the super admin. The
 * sale row is locked, so two changes of one sale (or a change and a payout) happen one after the
 * other. Cancelling refunds what is left in full and puts the stock back; the customer hears about
 * Shipped, Delivered and the refund.
 */
export async function changeSaleStatus(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  actor: User,
  id: string,
  change: SaleStatusChange,
): Promise<SaleDetailDto> {
  const { db } = deps;
  const scope = saleScopeOf(actor);
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const sale = await lockSale(tx, id, scope);
      if (!sale) throw saleNotFound();
      if (sale.payoutId !== null) throw conflict(SALES_TEXT.inPayout);
      const to = change.status;
      // A status without a tracking number keeps the one the sale has.
      const trackingNumber = change.tracking_number || sale.trackingNumber;
      // Shipping names the carrier: the one given, else the one already named, else the products' own.
      const carrier =
        to === 'Shipped' ? (change.carrier ?? sale.carrier ?? (await carrierOfProducts(tx, id))) : sale.carrier;
      const corrected =
        to === 'Shipped' &&
        sale.status === 'Shipped' &&
        (trackingNumber !== sale.trackingNumber || carrier !== sale.carrier);
      if (to === sale.status && !corrected) throw conflict(SALES_TEXT.sameStatus(to));
      if (!canChangeSaleStatus(sale.status, to)) throw conflict(SALES_TEXT.badTransition(sale.status, to));

      const items = (await selectItemsOfSales(tx, [id])).get(id) ?? [];
      if (to === 'Cancel')
        await refundCancelledSale({ db: tx, mail: deps.mail, config: deps.config }, actor, sale, items);
      await updateSale(tx, id, { status: to, trackingNumber, carrier });
      await insertStatusChangeRows(tx, [
        { saleId: id, fromStatus: sale.status, toStatus: to, trackingNumber, actorId: actor.id },
      ]);
      if (isStaff(actor) || actingMember()) {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'sale.status',
          entityType: 'sale',
          entityId: id,
          before: { status: sale.status, tracking_number: sale.trackingNumber },
          after: { status: to, tracking_number: trackingNumber },
        });
      }
      if (to !== 'Shipped' && to !== 'Delivered') return;
      const row = await findSaleRow(tx, id, undefined);
      if (!row) throw saleNotFound();
      const mail = {
        customerName: row.order.customerName,
        orderNumber: row.order.number,
        vendorName: row.vendor.displayName,
        items: items.map(toSaleLineMail),
      };
      await deps.mail.enqueue(
        tx,
        to === 'Shipped'
          ? {
              to: row.order.customerEmail,
              template: 'saleShipped',
              data: { ...mail, trackingNumber, trackingUrl: trackingUrlOf(carrier, trackingNumber), corrected },
            }
          : { to: row.order.customerEmail, template: 'saleDelivered', data: mail },
      );
    }),
  );
  return saleDetail(db, id, undefined);
}

/** `PUT /api/sale/sendMail/{id}` (super admin): the vendor's new-sale mail again, with an optional note. */
export async function resendSaleMail(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  admin: User,
  id: string,
  note: string,
): Promise<{ msg: string }> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await findSaleRow(tx, id, undefined);
    if (!row) throw saleNotFound();
    const items = (await selectItemsOfSales(tx, [id])).get(id) ?? [];
    await deps.mail.enqueue(tx, {
      to: row.vendor.email,
      template: 'newSale',
      data: newSaleMail({
        vendorFirstName: row.vendor.firstName,
        saleId: row.id,
        orderNumber: row.order.number,
        customerName: row.order.customerName,
        deliveryAddress: row.order.deliveryAddress,
        items,
        priceCents: row.priceCents,
        shippingCents: row.shippingCents,
        feeCents: row.feeCents,
        netCents: row.netCents,
        note,
      }),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'sale.resendMail',
      entityType: 'sale',
      entityId: id,
      after: { to: row.vendor.email, note },
    });
  });
  return { msg: SALES_TEXT.emailSent };
}
