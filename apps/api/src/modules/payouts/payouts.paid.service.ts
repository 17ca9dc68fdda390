import {
  BANK_TEXT,
  formatCents,
  formatHoldUntil,
  type MarkPayoutPaidRequest,
  marketplaceToday,
  PAYOUT_TEXT,
  type PayoutDetailDto,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { retryOnDeadlock } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { payoutHoldOf } from '../bank-accounts/index.ts';
import { notifyIn, publishNotices } from '../notifications/index.ts';
import { lockPayout, updatePayout } from './payouts.paid.repo.ts';
import { payoutDetail, payoutNotFound } from './payouts.service.ts';

/** Records the bank transfer of a payout, once; the vendor is told by email. */
export async function markPayoutPaid(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  admin: User,
  id: string,
  input: Required<MarkPayoutPaidRequest>,
): Promise<PayoutDetailDto> {
  const delivery = await retryOnDeadlock(() =>
    deps.db.transaction(async (tx) => {
      const payout = await lockPayout(tx, id);
      if (!payout) throw payoutNotFound();
      if (payout.paidAt) throw conflict(PAYOUT_TEXT.payoutAlreadyPaid(payout.number));
      if (input.paidAt < marketplaceToday(payout.createdAt))
        throw badRequest(PAYOUT_TEXT.paidAtBeforeCreation, 'paidAt');
      const hold = await payoutHoldOf(tx, payout.vendorId, payout.sentToBankAt, new Date());
      if (hold) throw conflict(BANK_TEXT.onHoldCannotMarkPaid(payout.number, formatHoldUntil(hold.until)));
      const after = { paidAt: input.paidAt, bankReference: input.bankReference, markedPaidBy: admin.id };
      await updatePayout(tx, id, after);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'payout.markPaid',
        entityType: 'payout',
        entityId: id,
        before: { paidAt: payout.paidAt, bankReference: payout.bankReference, markedPaidBy: payout.markedPaidBy },
        after,
      });
      return notifyIn(deps, tx, {
        kind: 'payout.paid',
        to: { vendorId: payout.vendorId },
        title: `Payout #${payout.number} paid: ${formatCents(payout.netCents)}`,
        body: `Bank reference ${input.bankReference}`,
        link: `/transaction/${payout.id}`,
        email: (recipient) => ({
          to: recipient.email,
          template: 'payoutPaid',
          data: {
            firstName: recipient.firstName,
            number: payout.number,
            net: formatCents(payout.netCents),
            paidAt: input.paidAt,
            bankReference: input.bankReference,
          },
        }),
      });
    }),
  );
  await publishNotices(deps, delivery);
  return payoutDetail(deps, id);
}
