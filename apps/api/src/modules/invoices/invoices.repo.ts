import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  commissionRules,
  type DocumentParty,
  documentNumberSequences,
  gstRegistrations,
  type IssuedDocument,
  issuedDocuments,
  type NewIssuedDocument,
  orders,
  payoutLines,
  payouts,
  saleItems,
  sales,
} from '../../db/schema/index.ts';

/** The marketplace's key among issuers and GST registrations. */
export const MARKETPLACE_PARTY = 'marketplace';

/**
 * The next number of an issuer's series, taken in the caller's transaction: the row stays locked
 * until it commits, so concurrent issues wait and never share a number, and a rolled-back issue
 * gives its number back unused (no gap, no reuse).
 */
export async function takeNumber(db: Db, issuerKey: string, series: string): Promise<number> {
  const [row] = await db
    .insert(documentNumberSequences)
    .values({ issuerKey, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumberSequences.issuerKey, documentNumberSequences.series],
      set: { lastNumber: sql`${documentNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentNumberSequences.lastNumber });
  if (!row) throw new Error('no number was taken');
  return row.lastNumber;
}

/** Inserts a document unless its sale, payout or refund already has one (a concurrent first request). */
export async function insertDocument(db: Db, values: NewIssuedDocument): Promise<IssuedDocument | undefined> {
  const [row] = await db.insert(issuedDocuments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSaleInvoice(db: Db, saleId: string): Promise<IssuedDocument | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.saleId, saleId),
        eq(issuedDocuments.series, 'buyer'),
        sql`${issuedDocuments.kind} <> 'adjustment_note'`,
      ),
    )
    .limit(1);
  return row;
}

export async function findPayoutInvoice(db: Db, payoutId: string): Promise<IssuedDocument | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.payoutId, payoutId),
        eq(issuedDocuments.series, 'fee'),
        sql`${issuedDocuments.kind} <> 'adjustment_note'`,
      ),
    )
    .limit(1);
  return row;
}

export async function findDocument(db: Db, id: string): Promise<IssuedDocument | undefined> {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.id, id)).limit(1);
  return row;
}

/** The adjustment note of one series a refund issued, if any. */
export async function findDocumentOfRefund(
  db: Db,
  refundId: string,
  series: 'buyer' | 'fee',
): Promise<IssuedDocument | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(
      and(
        eq(issuedDocuments.refundId, refundId),
        eq(issuedDocuments.series, series),
        eq(issuedDocuments.kind, 'adjustment_note'),
      ),
    )
    .limit(1);
  return row;
}

/** The fee adjustment notes of some refunds (a payout's deductions), by refund. */
export async function feeNotesOfRefunds(db: Db, refundIds: string[]): Promise<Map<string, IssuedDocument>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(issuedDocuments)
    .where(
      and(
        inArray(issuedDocuments.refundId, refundIds),
        eq(issuedDocuments.series, 'fee'),
        eq(issuedDocuments.kind, 'adjustment_note'),
      ),
    );
  return new Map(rows.map((row) => [row.refundId ?? '', row]));
}

/** A sale's adjustment notes, both series, oldest first (issued_documents_sale_idx). */
export function notesOfSale(db: Db, saleId: string): Promise<IssuedDocument[]> {
  return db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.saleId, saleId), eq(issuedDocuments.kind, 'adjustment_note')))
    .orderBy(asc(issuedDocuments.createdAt), asc(issuedDocuments.number));
}

/** Whether a party was registered for GST on a day, per its recorded periods. */
export async function registeredOn(db: Db, party: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gstRegistrations.id })
    .from(gstRegistrations)
    .where(
      and(
        eq(gstRegistrations.party, party),
        lte(gstRegistrations.registeredFrom, day),
        or(isNull(gstRegistrations.registeredTo), gte(gstRegistrations.registeredTo, day)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records the marketplace's registration as configured, dated `day` when it changes: a registration
 * starts (from the day, or from 1 July 2000 when nothing was ever recorded: the marketplace was
 * registered from its start by default) or the open one ends the day before.
 */
export async function recordMarketplaceRegistration(db: Db, registered: boolean, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gst_registrations:marketplace'))`);
    const [latest] = await tx
      .select()
      .from(gstRegistrations)
      .where(eq(gstRegistrations.party, MARKETPLACE_PARTY))
      .orderBy(desc(gstRegistrations.registeredFrom))
      .limit(1);
    const open = latest?.registeredTo === null ? latest : undefined;
    if (registered && !open) {
      await tx.insert(gstRegistrations).values({
        party: MARKETPLACE_PARTY,
        registeredFrom: latest ? day : '2000-07-01',
        source: 'setting',
      });
    } else if (!registered && open) {
      await tx
        .update(gstRegistrations)
        .set({ registeredTo: sql`greatest(${gstRegistrations.registeredFrom}, ${day}::date - 1)` })
        .where(eq(gstRegistrations.id, open.id));
    }
  });
}

/** A vendor as their documents name them today. */
export async function vendorParty(db: Db, vendorId: string): Promise<Omit<DocumentParty, 'gstRegistered'> | undefined> {
  const [row] = await db
    .select({
      displayName: accounts.displayName,
      abn: accounts.abn,
      address: accounts.address,
      suburb: accounts.suburb,
      state: accounts.state,
      postcode: accounts.postcode,
    })
    .from(accounts)
    .where(eq(accounts.id, vendorId))
    .limit(1);
  if (!row) return undefined;
  const place = [row.suburb, row.state, row.postcode].filter((part) => part !== '').join(' ');
  return {
    name: row.displayName,
    abn: row.abn || null,
    address: [row.address, place].filter((line) => line !== ''),
  };
}

/**
 * What a payout's fee invoice is drawn from: the payout and its sales, oldest first. Read here (the
 * payouts module owns these tables and never writes them after the payout is made) so that issuing
 * a fee invoice needs neither the payouts nor the sales module, which both issue documents.
 */
export async function payoutForFeeInvoice(db: Db, payoutId: string) {
  const [payout] = await db
    .select({
      number: payouts.number,
      vendorId: payouts.vendorId,
      createdAt: payouts.createdAt,
      grossCents: payouts.grossCents,
      netCents: payouts.netCents,
    })
    .from(payouts)
    .where(eq(payouts.id, payoutId))
    .limit(1);
  if (!payout) return undefined;
  const lines = await db
    .select({
      orderNumber: orders.number,
      saleCreatedAt: sales.createdAt,
      subtotalCents: payoutLines.subtotalCents,
      feeCents: payoutLines.feeCents,
      feeGstCents: payoutLines.feeGstCents,
    })
    .from(payoutLines)
    .innerJoin(sales, eq(sales.id, payoutLines.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(asc(sales.createdAt), asc(sales.id));
  return { payout, lines };
}

/**
 * The fees of a payout's sales summed by the commission rule that set each line's (null: the built-in
 * default), most first: they add up to the payout's sale fees, as each sale's fee is its lines'.
 */
export async function payoutFeesByRule(
  db: Db,
  payoutId: string,
): Promise<{ ruleId: string | null; note: string | null; feeCents: number }[]> {
  return db
    .select({
      ruleId: saleItems.feeRuleId,
      note: commissionRules.note,
      feeCents: sql<number>`sum(${saleItems.feeCents})::int`.mapWith(Number),
    })
    .from(payoutLines)
    .innerJoin(saleItems, eq(saleItems.saleId, payoutLines.saleId))
    .leftJoin(commissionRules, eq(commissionRules.id, saleItems.feeRuleId))
    .where(eq(payoutLines.payoutId, payoutId))
    .groupBy(saleItems.feeRuleId, commissionRules.note)
    .orderBy(sql`3 desc`, asc(commissionRules.note));
}

/** Takes the buyer's street address off the sales' buyer invoices and notes (it is never printed). */
export async function updateBuyerDocumentAddresses(db: Db, saleIds: string[]): Promise<void> {
  if (saleIds.length === 0) return;
  await db
    .update(issuedDocuments)
    .set({ recipient: sql`jsonb_set(${issuedDocuments.recipient}, '{address}', '[]'::jsonb)` })
    .where(
      and(
        eq(issuedDocuments.series, 'buyer'),
        inArray(issuedDocuments.saleId, saleIds),
        sql`${issuedDocuments.recipient}->'address' <> '[]'::jsonb`,
      ),
    );
}

/** Replaces the buyer's name (and address) on the sales' buyer invoices and notes once tax record keeping has ended. */
export async function updateBuyerDocumentNames(db: Db, saleIds: string[], name: string): Promise<void> {
  if (saleIds.length === 0) return;
  await db
    .update(issuedDocuments)
    .set({
      recipient: sql`jsonb_set(jsonb_set(${issuedDocuments.recipient}, '{address}', '[]'::jsonb),
        '{name}', to_jsonb(${name}::text))`,
    })
    .where(and(eq(issuedDocuments.series, 'buyer'), inArray(issuedDocuments.saleId, saleIds)));
}
