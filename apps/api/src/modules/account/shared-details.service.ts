import { ROLE_VENDOR, type SharedDetails } from '@soko/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { decryptText } from '../../lib/encryption.ts';
import { accountsLike, bankAccountsOf } from '../bank-accounts/index.ts';

const NOTHING_SHARED: SharedDetails = { abn: [], bankAccount: [] };

/**
 * For each vendor, the other vendors with the same ABN or the same bank account, so that staff
 * reviewing one know. Two queries for the ABNs and two for the accounts, whatever the number of
 * vendors: a queue page costs the same as one review.
 */
export async function sharedDetailsOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  vendors: { id: string; abn: string }[],
): Promise<Map<string, SharedDetails>> {
  const found = new Map<string, SharedDetails>();
  const detailsOf = (id: string) => {
    let details = found.get(id);
    if (!details) {
      details = { abn: [], bankAccount: [] };
      found.set(id, details);
    }
    return details;
  };
  const abns = [...new Set(vendors.map((vendor) => vendor.abn).filter((abn) => abn !== ''))];
  if (abns.length > 0) {
    const holders = await deps.db
      .select({ id: accounts.id, displayName: accounts.displayName, abn: accounts.abn })
      .from(accounts)
      .where(and(eq(accounts.role, ROLE_VENDOR), inArray(accounts.abn, abns), ne(accounts.abn, '')));
    for (const vendor of vendors) {
      for (const holder of holders) {
        if (holder.abn === vendor.abn && holder.id !== vendor.id) {
          detailsOf(vendor.id).abn.push({ _id: holder.id, displayName: holder.displayName });
        }
      }
    }
  }
  const own = await bankAccountsOf(
    deps.db,
    vendors.map((vendor) => vendor.id),
  );
  const candidates = await accountsLike(deps.db, own);
  const key = deps.config.dataEncryptionKey;
  const numberOf = new Map<string, string>();
  const decrypted = (vendorId: string, stored: string) => {
    let number = numberOf.get(vendorId);
    if (number === undefined) {
      number = decryptText(key, stored);
      numberOf.set(vendorId, number);
    }
    return number;
  };
  for (const account of own) {
    for (const other of candidates) {
      if (
        other.vendorId !== account.vendorId &&
        other.bsb === account.bsb &&
        other.accountNumberLast4 === account.accountNumberLast4 &&
        decrypted(other.vendorId, other.accountNumberEncrypted) ===
          decrypted(account.vendorId, account.accountNumberEncrypted)
      ) {
        detailsOf(account.vendorId).bankAccount.push({ _id: other.vendorId, displayName: other.displayName });
      }
    }
  }
  return found;
}

export function sharedDetailsFor(all: Map<string, SharedDetails>, vendorId: string): SharedDetails {
  return all.get(vendorId) ?? NOTHING_SHARED;
}
