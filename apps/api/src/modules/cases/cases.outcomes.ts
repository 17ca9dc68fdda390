import {
  CASE_DECISION_LABELS,
  CASE_REFUND_REASON,
  CASE_RESOLUTION_LABELS,
  CASE_TEXT,
  type CaseDetailDto,
  type decideCaseSchema,
  formatCents,
  isStaffRole,
  refundIncludesPostage,
  type resolveCaseSchema,
  WORK_QUEUE_PATHS,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Case, User } from '../../db/schema/index.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn } from '../notifications/index.ts';
import { openReturnForCase } from '../returns/index.ts';
import { refundForCase } from '../sales/index.ts';
import { isClosed } from './cases.presenter.ts';
import { findSaleHead, insertEntry, lockCase, lockOverdueCases, saleLeft, updateCase } from './cases.repo.ts';
import {
  type CaseDeps,
  caseDetail,
  caseNotFound,
  casePath,
  inCaseTransaction,
  mailBuyer,
  vendorScopeOf,
} from './cases.service.ts';

type ResolveInput = z.output<typeof resolveCaseSchema>;
type DecideInput = z.output<typeof decideCaseSchema>;

const ESCALATION_BATCH = 200;

/** Refunds the case's sale through the sales module: the items (all that is left unless `amount`), and the postage by the rule. */
async function refundCase(
  deps: CaseDeps,
  tx: Db,
  actor: User,
  kase: Case,
  input: { amount?: number | undefined; includePostage?: boolean | undefined; note: string },
) {
  const left = await saleLeft(tx, kase.saleId);
  const amount = input.amount ?? left.itemsCents;
  const shipping = refundIncludesPostage(kase.reason, input.includePostage) ? left.shippingCents : 0;
  if (amount + shipping === 0) throw conflict(CASE_TEXT.nothingToRefund, 'amount');
  const refund = await refundForCase({ db: tx, mail: deps.mail, config: deps.config }, actor, kase.saleId, kase.id, {
    amount,
    shipping,
    reason: CASE_REFUND_REASON[kase.reason],
    note: input.note ? `Case #${kase.number}: ${input.note}` : `Case #${kase.number}`,
  });
  return { refundId: refund.id, refundCents: refund.amountCents, refundShippingCents: refund.shippingCents };
}

const refundWords = (cents: number, shippingCents: number) =>
  `${formatCents(cents + shippingCents)} (items ${formatCents(cents)}, postage ${formatCents(shippingCents)})`;

/**
 * `POST /api/case/{id}/resolve`: the vendor (or a team member) resolves an open or answered case.
 * A refund goes through the sale's refund (adjustment notes, payouts); a return opens an approved
 * return of the sale's items; a rejection lets the buyer escalate.
 */
export async function resolveCase(
  deps: CaseDeps,
  actor: User,
  id: string,
  input: ResolveInput,
): Promise<CaseDetailDto> {
  if (isStaffRole(actor.role)) throw forbidden('Only the seller resolves a case; the Soko team decides escalated ones');
  await inCaseTransaction(deps, async (tx) => {
    const kase = await lockCase(tx, id, { vendorId: vendorScopeOf(actor) });
    if (!kase) throw caseNotFound();
    if (kase.status !== 'open' && kase.status !== 'responded') throw conflict(CASE_TEXT.notResolvable(kase.status));
    const now = deps.clock.now();
    const change: Partial<Case> = {
      status: 'resolved',
      resolution: input.outcome,
      resolutionNote: input.note,
      resolvedAt: now,
      firstResponseAt: kase.firstResponseAt ?? now,
    };
    let words = CASE_RESOLUTION_LABELS[input.outcome];
    if (input.outcome === 'refund') {
      Object.assign(change, await refundCase(deps, tx, actor, kase, input));
      words = `Refund of ${refundWords(change.refundCents ?? 0, change.refundShippingCents ?? 0)}`;
    } else if (input.outcome === 'return') {
      const sale = await saleOfCase(tx, kase);
      const ret = await openReturnForCase(deps, tx, sale, kase.id, CASE_REFUND_REASON[kase.reason], input.note);
      change.returnId = ret.id;
      words = `Return #${ret.number} approved: please send the items back`;
    }
    await updateCase(tx, id, change);
    const body = input.note ? `${words}. ${input.note}` : words;
    await insertEntry(tx, {
      caseId: id,
      kind: 'resolved',
      author: 'vendor',
      authorId: actorIdOf(actor.id),
      body,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'case.resolve',
      entityType: 'case',
      entityId: id,
      before: { status: kase.status },
      after: {
        status: 'resolved',
        resolution: input.outcome,
        refundCents: change.refundCents ?? null,
        refundShippingCents: change.refundShippingCents ?? null,
        returnId: change.returnId ?? null,
      },
    });
    await mailBuyer(
      deps,
      tx,
      id,
      input.outcome === 'rejected'
        ? `The seller rejected your case: ${input.note}\nIf you disagree, you can ask Soko to step in (escalate the case).`
        : `The seller resolved your case: ${body}`,
    );
  });
  return caseDetail(deps, actor, id);
}

async function saleOfCase(tx: Db, kase: Case) {
  const sale = await findSaleHead(tx, kase.saleId);
  if (!sale) throw caseNotFound();
  return sale;
}

/** Moves a locked case to escalated: its timeline, the audit, the vendor told, staff's queue. */
async function escalate(
  deps: CaseDeps,
  tx: Db,
  kase: Case,
  by: 'buyer' | 'system',
  now: Date,
  deliveries: NoticeDelivery[],
): Promise<void> {
  await updateCase(tx, kase.id, { status: 'escalated', escalatedAt: now });
  const body =
    by === 'buyer'
      ? 'The buyer asked Soko to step in after the seller rejected the case.'
      : 'The seller did not answer in time: the case went to the Soko team.';
  await insertEntry(tx, { caseId: kase.id, kind: 'escalated', author: by, body, createdAt: now });
  await recordAudit(tx, {
    actorId: null,
    action: 'case.escalate',
    entityType: 'case',
    entityId: kase.id,
    before: { status: kase.status },
    after: { status: 'escalated', by },
  });
  deliveries.push(
    await notifyIn(deps, tx, {
      kind: 'case.escalated',
      to: { vendorId: kase.vendorId },
      title: `Case #${kase.number} escalated to Soko`,
      body,
      link: casePath(kase.id),
    }),
    await notifyIn(deps, tx, {
      kind: 'work.waiting',
      to: { permission: 'cases' },
      title: `Case #${kase.number} escalated: waiting for a decision`,
      body: 'Others may be waiting too: the list shows them all.',
      link: WORK_QUEUE_PATHS.cases,
      coalesce: true,
    }),
  );
}

/** `POST /api/order/{orderId}/cases/{caseId}/escalate`: the buyer asks Soko to step in after a rejection. */
export async function buyerEscalate(deps: CaseDeps, orderId: string, id: string): Promise<CaseDetailDto> {
  await inCaseTransaction(deps, async (tx, deliveries) => {
    const kase = await lockCase(tx, id, { orderId });
    if (!kase) throw caseNotFound();
    if (kase.status !== 'resolved' || kase.resolution !== 'rejected') throw conflict(CASE_TEXT.notEscalatable);
    await escalate(deps, tx, kase, 'buyer', deps.clock.now(), deliveries);
  });
  return caseDetail(deps, 'buyer', id, orderId);
}

/**
 * The job `cases.escalate`: every open case whose vendor has not answered by its deadline goes to
 * staff. Cases are taken with SKIP LOCKED in batches, so instances running it at once (or a vendor
 * answering meanwhile) never escalate one case twice.
 */
export async function escalateOverdueCases(deps: CaseDeps, stopping?: AbortSignal): Promise<number> {
  let escalated = 0;
  for (;;) {
    const now = deps.clock.now();
    const done = await inCaseTransaction(deps, async (tx, deliveries) => {
      const due = await lockOverdueCases(tx, now, ESCALATION_BATCH);
      for (const kase of due) await escalate(deps, tx, kase, 'system', now, deliveries);
      return due.length;
    });
    escalated += done;
    if (done < ESCALATION_BATCH || stopping?.aborted) return escalated;
  }
}

/**
 * `POST /api/case/{id}/decide`: staff (the cases permission) decide an escalated case. A refund goes
 * through the sale's refund, as staff's (the vendor is mailed); it counts as a defect for the vendor.
 */
export async function decideCase(deps: CaseDeps, actor: User, id: string, input: DecideInput): Promise<CaseDetailDto> {
  await inCaseTransaction(deps, async (tx, deliveries) => {
    const kase = await lockCase(tx, id, {});
    if (!kase) throw caseNotFound();
    if (kase.status !== 'escalated') throw conflict(isClosed(kase) ? CASE_TEXT.closed : CASE_TEXT.notDecidable);
    const now = deps.clock.now();
    const change: Partial<Case> = {
      status: 'decided',
      decision: input.outcome,
      decisionReason: input.reason,
      decidedAt: now,
      decidedBy: actor.id,
    };
    let words = CASE_DECISION_LABELS[input.outcome];
    if (input.outcome === 'refund') {
      Object.assign(change, await refundCase(deps, tx, actor, kase, { ...input, note: input.reason }));
      words = `Refund of ${refundWords(change.refundCents ?? 0, change.refundShippingCents ?? 0)}`;
    }
    await updateCase(tx, id, change);
    const body = `Soko decided: ${words}. ${input.reason}`;
    await insertEntry(tx, { caseId: id, kind: 'decided', author: 'staff', authorId: actor.id, body, createdAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'case.decide',
      entityType: 'case',
      entityId: id,
      before: { status: kase.status },
      after: {
        status: 'decided',
        decision: input.outcome,
        reason: input.reason,
        refundCents: change.refundCents ?? null,
        refundShippingCents: change.refundShippingCents ?? null,
      },
    });
    deliveries.push(
      await notifyIn(deps, tx, {
        kind: 'case.decided',
        to: { vendorId: kase.vendorId },
        title: `Case #${kase.number} decided: ${words}`,
        body: input.reason,
        link: casePath(kase.id),
      }),
    );
    await mailBuyer(deps, tx, id, body);
  });
  return caseDetail(deps, actor, id);
}
