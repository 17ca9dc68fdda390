import { ABR_TEXT } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { AbnCheckValues } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { type AbrLookup, lookupAbn } from './abr.client.ts';
import { writeAbnCheck } from './abr.repo.ts';

/** The columns that record the register's answer for a user's ABN. */
export type AbrColumns = Required<
  Pick<
    AbnCheckValues,
    'abrStatus' | 'abrEntityName' | 'abrBusinessNames' | 'abrGstFrom' | 'abrCheckedAt' | 'abrAttemptedAt'
  >
>;

/** A new or changed ABN starts from here, so that nothing said of the old ABN sticks to the new one. */
export const ABR_NOT_CHECKED: AbrColumns = {
  abrStatus: 'not_checked',
  abrEntityName: null,
  abrBusinessNames: [],
  abrGstFrom: null,
  abrCheckedAt: null,
  abrAttemptedAt: null,
};

/** `at`: when the register was asked (an unanswered ask is recorded too, so that the retry takes turns). */
export function abrColumnsOf(lookup: AbrLookup, checkedAt: Date): AbrColumns {
  if (lookup.status === 'not_checked') return { ...ABR_NOT_CHECKED, abrAttemptedAt: lookup.asked ? checkedAt : null };
  return {
    abrStatus: lookup.status,
    abrEntityName: lookup.entityName,
    abrBusinessNames: lookup.businessNames,
    abrGstFrom: lookup.gstFrom,
    abrCheckedAt: checkedAt,
    abrAttemptedAt: checkedAt,
  };
}

/**
 * Asks the register about an ABN a vendor is given (registration, staff creating a vendor, an ABN
 * change), before anything is written. A cancelled ABN is refused; an unknown one is recorded for
 * staff to see, and one the register could not be asked about stays not checked for the daily retry.
 */
export async function checkNewAbn(deps: Pick<AppDeps, 'config' | 'log'>, abn: string): Promise<AbrColumns> {
  const lookup = await lookupAbn(deps.config.abr, abn, deps.log);
  if (lookup.status === 'cancelled') throw badRequest(ABR_TEXT.abnCancelled, 'ABN');
  return abrColumnsOf(lookup, new Date());
}

/**
 * Records what the register said about the account's new ABN (from checkNewAbn, or ABR_NOT_CHECKED
 * for the daily retry), in the caller's transaction, beside the ABN's change.
 */
export async function recordAbnCheck(db: Db, userId: string, columns: AbrColumns): Promise<void> {
  await writeAbnCheck(db, userId, columns);
}
