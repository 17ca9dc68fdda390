import {
  CASE_REASON_LABELS,
  CASE_TEXT,
  type CaseAuthor,
  type CaseDetailDto,
  type CaseListDto,
  type caseListQuerySchema,
  type OpenedCaseDto,
  type openCaseSchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Case, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { australianState, businessDeadline } from '../../lib/business-days.ts';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { decodeCursor } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { type CaseViewer, isClosed, isStaffViewer, toCaseDetailDto, toCaseDto } from './cases.presenter.ts';
import {
  CASE_SORT,
  CASE_SORT_NAME,
  entriesOf,
  findCaseRow,
  findSaleOfOrder,
  insertCase,
  insertEntry,
  listCaseRows,
  lockCase,
  saleLeft,
  updateCase,
} from './cases.repo.ts';

/** What cases need from the app: the database, mail and notices, the settings and the clock. */
export type CaseDeps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'notices' | 'log' | 'clock'>;

type OpenCaseInput = z.output<typeof openCaseSchema>;
type CaseListQuery = z.output<typeof caseListQuerySchema>;

export const caseNotFound = () => notFound('Case');

/** Where a vendor or staff member finds the case in the app. */
export const casePath = (id: string) => `/cases/${id}`;

/** The vendor sees its own cases only; staff every vendor's. */
export const vendorScopeOf = (viewer: CaseViewer) =>
  viewer === 'buyer' || isStaffViewer(viewer) ? undefined : viewer.id;

export function authorOf(viewer: CaseViewer): CaseAuthor {
  if (viewer === 'buyer') return 'buyer';
  return isStaffViewer(viewer) ? 'staff' : 'vendor';
}

/** Runs `work` in a transaction (retried on a deadlock), then publishes the notices it wrote. */
export async function inCaseTransaction<T>(
  deps: CaseDeps,
  work: (tx: Db, deliveries: NoticeDelivery[]) => Promise<T>,
): Promise<T> {
  let deliveries: NoticeDelivery[] = [];
  const result = await retryOnDeadlock(() =>
    deps.db.transaction((tx) => {
      deliveries = [];
      return work(tx, deliveries);
    }),
  );
  await publishNotices(deps, ...deliveries);
  return result;
}

/** Emails the buyer what happened on their case (the storefront shows the rest). */
export async function mailBuyer(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  caseId: string,
  update: string | ((vendorName: string) => string),
): Promise<void> {
  const row = await findCaseRow(tx, caseId);
  if (!row) return;
  await deps.mail.enqueue(tx, {
    to: row.customerEmail,
    template: 'caseUpdated',
    data: {
      customerName: row.customerName,
      number: row.kase.number,
      orderNumber: row.orderNumber,
      vendorName: row.vendorName,
      update: typeof update === 'string' ? update : update(row.vendorName),
    },
  });
}

/**
 * `POST /api/order/{orderId}/cases`: the storefront opens a case about one sale of the order. Its
 * clock: the vendor answers within CASE_RESPONSE_BUSINESS_DAYS business days of their state.
 */
export async function openCase(deps: CaseDeps, orderId: string, input: OpenCaseInput): Promise<OpenedCaseDto> {
  const sale = await findSaleOfOrder(deps.db, orderId, input.saleId);
  if (!sale) throw notFound('Sale');
  const openedAt = deps.clock.now();
  const respondBy = businessDeadline(openedAt, deps.config.caseResponseBusinessDays, australianState(sale.vendorState));
  try {
    return await inCaseTransaction(deps, async (tx, deliveries) => {
      const kase = await insertCase(tx, {
        orderId,
        saleId: sale.id,
        vendorId: sale.vendorId,
        reason: input.reason,
        openedAt,
        respondBy,
      });
      await insertEntry(tx, {
        caseId: kase.id,
        kind: 'opened',
        author: 'buyer',
        body: input.message,
        createdAt: openedAt,
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'case.open',
        entityType: 'case',
        entityId: kase.id,
        after: { number: kase.number, saleId: sale.id, reason: kase.reason, respondBy: respondBy.toISOString() },
      });
      deliveries.push(
        await notifyIn(deps, tx, {
          kind: 'case.opened',
          to: { vendorId: sale.vendorId },
          title: `Case #${kase.number} opened: order #${sale.orderNumber}`,
          body: `${CASE_REASON_LABELS[kase.reason]}: ${input.message}`,
          link: casePath(kase.id),
        }),
      );
      return { id: kase.id, number: kase.number, status: kase.status, respondBy: respondBy.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CASE_TEXT.alreadyOpen, 'saleId');
    throw error;
  }
}

/** A case as `viewer` reads it, with its timeline; not found outside the viewer's scope. */
export async function caseDetail(
  deps: Pick<AppDeps, 'db'>,
  viewer: CaseViewer,
  id: string,
  orderId?: string,
): Promise<CaseDetailDto> {
  const row = await findCaseRow(deps.db, id);
  const scope = vendorScopeOf(viewer);
  if (!row || (scope !== undefined && row.kase.vendorId !== scope) || (orderId && row.kase.orderId !== orderId)) {
    throw caseNotFound();
  }
  const [entries, left] = await Promise.all([entriesOf(deps.db, id), saleLeft(deps.db, row.kase.saleId)]);
  return toCaseDetailDto(row, entries, left, viewer);
}

/** `GET /api/case/list`: the vendor's own, every vendor's for staff; newest first, by cursor. */
export async function listCases(deps: Pick<AppDeps, 'db'>, actor: User, query: CaseListQuery): Promise<CaseListDto> {
  const cursor = query.cursor ? decodeCursor(query.cursor, CASE_SORT_NAME, CASE_SORT) : undefined;
  const { rows, nextCursor } = await listCaseRows(
    deps.db,
    { vendorId: vendorScopeOf(actor), status: query.status, saleId: query.saleId },
    cursor,
    query.limit,
  );
  return { items: rows.map(toCaseDto), nextCursor };
}

/**
 * A message on the case's timeline by the buyer (the storefront), the vendor or staff. The vendor's
 * first answer stops the clock: the case is then "responded" and no longer escalates on its own.
 */
export async function writeCaseMessage(
  deps: CaseDeps,
  viewer: CaseViewer,
  id: string,
  body: string,
  orderId?: string,
): Promise<CaseDetailDto> {
  await inCaseTransaction(deps, async (tx) => {
    const kase = await lockCase(tx, id, { vendorId: vendorScopeOf(viewer), orderId });
    if (!kase) throw caseNotFound();
    if (isClosed(kase)) throw conflict(CASE_TEXT.closed);
    const author = authorOf(viewer);
    const now = deps.clock.now();
    await insertEntry(tx, {
      caseId: id,
      kind: 'message',
      author,
      authorId: viewer === 'buyer' ? null : actorIdOf(viewer.id),
      body,
      createdAt: now,
    });
    const change: Partial<Case> = {};
    if (author === 'vendor' && kase.firstResponseAt === null) change.firstResponseAt = now;
    if (author === 'vendor' && kase.status === 'open') change.status = 'responded';
    if (Object.keys(change).length > 0) await updateCase(tx, id, change);
    await recordAudit(tx, {
      actorId: viewer === 'buyer' ? null : viewer.id,
      action: 'case.message',
      entityType: 'case',
      entityId: id,
      before: { status: kase.status },
      after: { status: change.status ?? kase.status, author, length: body.length },
    });
    if (author !== 'buyer') {
      await mailBuyer(
        deps,
        tx,
        id,
        (vendorName) => `${author === 'staff' ? 'The Soko team' : vendorName} wrote:\n${body}`,
      );
    }
  });
  return caseDetail(deps, viewer, id, orderId);
}
