import type { CaseReason, CaseStatus } from '@soko/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, caseEntries, cases, orders, sales } from '../db/schema/index.ts';
import { australianState, businessDeadline } from '../lib/business-days.ts';

const DAY_MS = 86_400_000;

interface DemoCase {
  reason: CaseReason;
  status: CaseStatus;
  /** Days before now the buyer opened it. */
  daysAgo: number;
  message: string;
  /** The vendor's answer, for a case answered or resolved. */
  answer?: string;
}

/** One case in each state a vendor or support meets first: waiting, answered, resolved, with staff. */
const DEMO_CASES: DemoCase[] = [
  { reason: 'not_received', status: 'open', daysAgo: 0, message: 'The tracking has not moved for a week.' },
  {
    reason: 'not_as_described',
    status: 'responded',
    daysAgo: 1,
    message: 'The colour is much darker than in the photos.',
    answer: 'Sorry to hear that: could you send us a photo in daylight?',
  },
  {
    reason: 'damaged_or_faulty',
    status: 'resolved',
    daysAgo: 6,
    message: 'One jar arrived cracked.',
    answer: 'A new jar is on its way today.',
  },
  { reason: 'other', status: 'escalated', daysAgo: 9, message: 'I was charged twice for postage.' },
];

/** The demo's buyers' cases (issue 44), on Ama's delivered sales, newest first, with their timelines. */
export async function seedDemoCases(db: Db, now: Date): Promise<void> {
  const delivered = await db
    .select({ id: sales.id, orderId: sales.orderId, vendorId: sales.vendorId, state: accounts.state })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(and(eq(accounts.email, 'ama@kentehouse.com.au'), eq(sales.status, 'Delivered')))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .limit(DEMO_CASES.length);
  for (const [index, sale] of delivered.entries()) {
    const demo = DEMO_CASES[index];
    if (!demo) break;
    const openedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const respondBy = businessDeadline(openedAt, 2, australianState(sale.state));
    const answeredAt = demo.answer ? new Date(openedAt.getTime() + 3 * 3_600_000) : null;
    const [kase] = await db
      .insert(cases)
      .values({
        orderId: sale.orderId,
        saleId: sale.id,
        vendorId: sale.vendorId,
        reason: demo.reason,
        status: demo.status,
        openedAt,
        respondBy,
        firstResponseAt: answeredAt,
        ...(demo.status === 'resolved'
          ? { resolution: 'replacement' as const, resolutionNote: demo.answer ?? '', resolvedAt: answeredAt }
          : {}),
        ...(demo.status === 'escalated' ? { escalatedAt: respondBy } : {}),
      })
      .returning({ id: cases.id });
    if (!kase) continue;
    const entries: (typeof caseEntries.$inferInsert)[] = [
      { caseId: kase.id, kind: 'opened', author: 'buyer', body: demo.message, createdAt: openedAt },
    ];
    if (demo.answer && answeredAt) {
      entries.push({
        caseId: kase.id,
        kind: demo.status === 'resolved' ? 'resolved' : 'message',
        author: 'vendor',
        body: demo.status === 'resolved' ? `Replacement. ${demo.answer}` : demo.answer,
        createdAt: answeredAt,
      });
    }
    if (demo.status === 'escalated') {
      entries.push({
        caseId: kase.id,
        kind: 'escalated',
        author: 'system',
        body: 'The seller did not answer in time: the case went to the Soko team.',
        createdAt: respondBy,
      });
    }
    await db.insert(caseEntries).values(entries);
  }
}
