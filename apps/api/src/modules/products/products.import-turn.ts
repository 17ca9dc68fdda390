import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ownerOf } from './products.import-plan.ts';
import { hasUnfinishedProductImport } from './products.imports.repo.ts';

/** The vendors whose file this instance is reading or checking now. */
const vendorsReading = new Set<string>();

export const IMPORT_BUSY_MESSAGE =
  'Your last file is still being checked. Please wait for its result, then send the file again.';
export const IMPORT_APPLYING_MESSAGE =
  'Your last import is still being applied. Please wait until it ends (Products > Import shows its progress), then send the file again.';

/**
 * One import or dry run at a time per vendor (429 otherwise): a file of 5,000 rows takes seconds
 * of the server's time to read and check, and an import being applied is planned against the
 * vendor's products as they are, so a second file waits until the first has ended.
 */
export async function inVendorImportTurn<T>(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  work: () => Promise<T>,
): Promise<T> {
  const owner = await ownerOf(deps, actor);
  if (vendorsReading.has(owner.id)) throw new AppError(429, IMPORT_BUSY_MESSAGE, 'file');
  vendorsReading.add(owner.id);
  try {
    if (await hasUnfinishedProductImport(deps.db, owner.id)) throw new AppError(429, IMPORT_APPLYING_MESSAGE, 'file');
    return await work();
  } finally {
    vendorsReading.delete(owner.id);
  }
}
