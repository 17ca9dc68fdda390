import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefundLine } from '../../db/schema/index.ts';
import { saleSupplyLines } from '../invoices/index.ts';
import { buyerNoteFigures } from '../invoices/note-figures.ts';
import { afterRefund, apportion, refundedLines, unitsLeft, unitsRefundCents } from './refund-lines.ts';

/** Independently of the server: the GST in a GST-inclusive amount of cents, half-up. */
const gstOf = (cents: number) => Math.floor((cents * 2 + 11) / 22);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const itemArb = fc.record({
  qty: fc.integer({ min: 1, max: 5 }),
  priceCents: fc.integer({ min: 1, max: 30_000 }),
  gstFree: fc.boolean(),
});

/** A refund as asked: units of one line, an amount (a fraction of what is left), or shipping. */
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('line' as const), line: fc.nat(), qty: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('amount' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('shipping' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

describe('refunds by line and apportioned refunds (property)', () => {
  it('reconcile: invoice less notes is what was charged, and the GST kept is each line’s own GST to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(stepArb, { maxLength: 8 }),
        fc.boolean(),
        (bought, shippingCents, steps, refundTheRest) => {
          const items = bought.map((item, index) => ({ ...item, id: `i${index}`, name: `Item ${index}` }));
          const invoice = saleSupplyLines(
            items.map((item) => ({ ...item, variantLabel: '' })),
            shippingCents,
          ).map((line) => ({ ...line, cells: [], gstCents: line.gstFree ? 0 : gstOf(line.amountCents) }));
          const invoiceTotal = sum(invoice.map((line) => line.amountCents));
          const invoiceGst = sum(invoice.map((line) => line.gstCents));

          const recorded: { amountCents: number; lines: RefundLine[] }[] = [];
          let shippingRefunded = 0;
          const notes: { amountCents: number; gstCents: number }[] = [];
          const refund = (lines: RefundLine[], shipping: number, byLine: { index: number; qty: number }[]) => {
            const before = refundedLines(items, recorded);
            const after = afterRefund(before, lines);
            const amountCents = sum(lines.map((line) => line.amountCents));
            const figures = buyerNoteFigures(invoice, {
              before: {
                items: sum(before.map((l) => l.refundedCents)),
                shipping: shippingRefunded,
                lines: before.map((l) => l.refundedCents),
              },
              after: {
                items: sum(after.map((l) => l.refundedCents)),
                shipping: shippingRefunded + shipping,
                lines: after.map((l) => l.refundedCents),
              },
              byLine,
            });
            // A line refund's rows: a GST-free line adjusts no GST, a taxable one exactly its own.
            for (const row of figures.lines.filter((each) => each.part === 'item' && byLine.length > 0)) {
              if (row.gstFree) expect(row.gstCents).toBe(0);
            }
            for (const { index } of byLine) {
              const line = invoice[index];
              const was = before[index]?.refundedCents ?? 0;
              const now = after[index]?.refundedCents ?? 0;
              const own = line?.gstFree
                ? 0
                : gstOf((line?.amountCents ?? 0) - was) - gstOf((line?.amountCents ?? 0) - now);
              expect(figures.gstCents).toBe(own);
            }
            expect(figures.amountCents).toBe(amountCents + shipping);
            recorded.push({ amountCents, lines });
            shippingRefunded += shipping;
            notes.push(figures);
          };

          for (const step of steps) {
            const state = refundedLines(items, recorded);
            if (step.kind === 'line') {
              const index = step.line % items.length;
              const line = state[index];
              if (!line || step.qty > unitsLeft(line)) continue;
              const cents = unitsRefundCents(line, step.qty);
              if (cents === 0) continue;
              refund([{ itemId: line.itemId, qty: step.qty, amountCents: cents }], 0, [{ index, qty: step.qty }]);
            } else if (step.kind === 'amount') {
              const left = sum(state.map((line) => line.amountCents - line.refundedCents));
              const cents = Math.floor(left * step.share);
              if (cents > 0) refund(apportion(state, cents), 0, []);
            } else {
              const cents = Math.floor((shippingCents - shippingRefunded) * step.share);
              if (cents > 0) refund([], cents, []);
            }
          }
          if (refundTheRest) {
            const state = refundedLines(items, recorded);
            const left = sum(state.map((line) => line.amountCents - line.refundedCents));
            if (left + shippingCents - shippingRefunded > 0) {
              refund(apportion(state, left), shippingCents - shippingRefunded, []);
            }
          }

          const final = refundedLines(items, recorded);
          const charged =
            sum(final.map((line) => line.amountCents - line.refundedCents)) + shippingCents - shippingRefunded;
          expect(invoiceTotal - sum(notes.map((note) => note.amountCents))).toBe(charged);
          for (const line of final) expect(line.refundedCents).toBeLessThanOrEqual(line.amountCents);
          const shippingLine = invoice.find((line) => line.part === 'shipping');
          const gstKept =
            sum(
              final.map((line, index) => (invoice[index]?.gstFree ? 0 : gstOf(line.amountCents - line.refundedCents))),
            ) + (shippingLine && !shippingLine.gstFree ? gstOf(shippingCents - shippingRefunded) : 0);
          expect(invoiceGst - sum(notes.map((note) => note.gstCents))).toBe(gstKept);
          if (refundTheRest) expect(gstKept).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
