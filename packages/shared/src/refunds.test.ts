import { describe, expect, it } from 'vitest';
import { REFUND_TEXT, refundRequestSchema } from './refunds.ts';

describe('refund request', () => {
  it('reads dollars into cents, items and shipping apart', () => {
    const parsed = refundRequestSchema.parse({ amount: '12.5', shipping: 3.05, reason: 'faulty' });
    expect(parsed).toMatchObject({ amount: 1250, shipping: 305, reason: 'faulty', note: '', restock: [] });
  });

  it('refuses more than two decimals, negative amounts and nothing at all', () => {
    expect(refundRequestSchema.safeParse({ amount: 1.234, reason: 'other' }).success).toBe(false);
    expect(refundRequestSchema.safeParse({ amount: -1, reason: 'other' }).success).toBe(false);
    const empty = refundRequestSchema.safeParse({ amount: 0, shipping: 0, reason: 'other' });
    expect(empty.error?.issues[0]?.message).toBe(REFUND_TEXT.nothingToRefund);
  });

  it('needs a known reason and lists each item to restock once', () => {
    expect(refundRequestSchema.safeParse({ amount: 1, reason: 'because' }).error?.issues[0]?.message).toBe(
      REFUND_TEXT.reasonRequired,
    );
    const itemId = '7d1f3c52-8a36-4d1b-9d7e-2b7f4f4b0c11';
    const twice = refundRequestSchema.safeParse({
      amount: 1,
      reason: 'faulty',
      restock: [
        { itemId, qty: 1 },
        { itemId, qty: 1 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(REFUND_TEXT.restockTwice);
  });
});
