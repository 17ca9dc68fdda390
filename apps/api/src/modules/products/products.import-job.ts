import type { ProductImportJob, ProductImportRow } from '@soko/shared';
import type { ProductImportJobRow, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { actingMember, runAsMember } from '../../lib/acting-member.ts';
import { notFound } from '../../lib/errors.ts';
import type { ImageZip } from '../../lib/image-zip.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/index.ts';
import type { JobDefinition, JobLease } from '../jobs/index.ts';
import { findUserById } from '../users/index.ts';
import { applyPlanned, importFileSize, reportOf } from './products.import.service.ts';
import { assertImportCategory } from './products.import-category.ts';
import { importFileText } from './products.import-file.ts';
import { removeStoredPhotos, storedPhotos, storeZipPhotos } from './products.import-photos.ts';
import { type ImportOptions, ownerOf, planImport } from './products.import-plan.ts';
import {
  claimProductImport,
  deleteEndedProductImports,
  findProductImport,
  finishProductImport,
  insertProductImport,
  type ProductImportSummaryRow,
  releaseProductImport,
  saveProductImportProgress,
} from './products.imports.repo.ts';
import { isStaff } from './products.shared.ts';

export const PRODUCT_IMPORT_JOB = 'products.import';
/**
 * How long a run holds an import, and the job, without saving its progress before another instance
 * may take them over: an instance that dies mid-import holds up everyone's imports this long.
 */
const IMPORT_LEASE_MS = 5 * 60_000;
/** A run saves its progress at least this often, and so never holds an import past its lease. */
const SAVE_EVERY_MS = 5_000;
const SAVE_EVERY_PRODUCTS = 100;
/** How long an ended import's report can be looked at again (by its address) before it goes. */
export const IMPORT_REPORT_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

type ImportDeps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'config' | 'mail' | 'notices' | 'clock'>;

function importJobOf(row: ProductImportSummaryRow): ProductImportJob {
  return {
    id: row.id,
    status: row.status,
    rowCount: row.rowCount,
    productCount: row.productCount,
    processed: row.processed,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    report: row.report ?? null,
    error: row.error,
  };
}

/**
 * `POST /api/product/import`: checks that the file can be read (400 or 413 at once), then keeps it
 * for the `products.import` job to apply. The import's screen follows it by its id.
 */
export async function queueProductImport(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: User,
  bytes: Buffer,
  options: ImportOptions = {},
  zip?: ImageZip,
): Promise<ProductImportJob> {
  const { text } = importFileText(bytes);
  const { photoNames, ...size } = await importFileSize(text);
  const owner = await ownerOf(deps, actor);
  const defaultCategoryId = options.defaultCategoryId ?? null;
  if (defaultCategoryId) await assertImportCategory(deps, defaultCategoryId);
  const photos = zip ? await storeZipPhotos(deps, zip, photoNames) : [];
  try {
    // The file waits as its text: one a Windows Excel saved is kept as what it reads as.
    const row = await insertProductImport(deps.db, {
      vendorId: owner.id,
      actorId: actor.id,
      memberId: actingMember()?.memberId ?? null,
      fileText: text,
      defaultCategoryId,
      photos: zip ? photos : null,
      ...size,
    });
    return importJobOf(row);
  } catch (error) {
    await removeStoredPhotos(deps, photos);
    throw error;
  }
}

/** `GET /api/product/import/{id}`: the vendor's own import, or any for staff; 404 otherwise. */
export async function productImportOf(deps: Pick<AppDeps, 'db'>, actor: User, id: string): Promise<ProductImportJob> {
  const row = await findProductImport(deps.db, id);
  if (!row || (!isStaff(actor) && row.vendorId !== actor.id)) throw notFound('Import');
  return importJobOf(row);
}

/** Runs `work` as the member who applied the import, so the audit log names the member as the form does. */
function asApplier<T>(memberId: string | null, vendorId: string, work: () => Promise<T>): Promise<T> {
  if (!memberId) return work();
  return new Promise<T>((resolve, reject) =>
    runAsMember({ memberId, vendorId }, () => void work().then(resolve, reject)),
  );
}

type ImportEnd = 'done' | 'stopped' | 'failed';

const UNEXPECTED_ERROR =
  'The import stopped on an unexpected error. The products applied before it are listed; please send the file again for the rest.';

/**
 * Applies one claimed import from where it was: the file is planned again against the vendor's
 * products as they are now (those an earlier run applied read as unchanged), the products already
 * reported are skipped, and the rest are applied one by one through the form's own create and update.
 */
async function applyImport(
  deps: ImportDeps,
  row: ProductImportJobRow,
  stopping: AbortSignal,
  lease: JobLease | undefined,
): Promise<{ end: ImportEnd; applied: number }> {
  const entries: ProductImportRow[] = row.entries ?? [];
  const applied = { count: 0 };
  try {
    const end = await applyFrom(deps, row, entries, applied, stopping, lease);
    return { end, applied: applied.count };
  } catch (error) {
    deps.log.error({ err: error, importId: row.id }, 'product import failed');
    await removeStoredPhotos(deps, row.photos ?? []);
    await finishProductImport(deps.db, row.id, {
      status: 'failed',
      processed: entries.length,
      report: reportOf(false, row.rowCount, entries),
      error: UNEXPECTED_ERROR,
      finishedAt: deps.clock.now(),
    });
    return { end: 'failed', applied: applied.count };
  }
}

async function applyFrom(
  deps: ImportDeps,
  row: ProductImportJobRow,
  entries: ProductImportRow[],
  applied: { count: number },
  stopping: AbortSignal,
  lease: JobLease | undefined,
): Promise<ImportEnd> {
  const { db, clock } = deps;
  const applier = await findUserById(db, row.actorId);
  if (!applier) throw new Error('the account that applied the import is gone');
  // Staff apply for the vendor chosen when the file was sent, whichever they act for now.
  const actor = isStaff(applier) ? { ...applier, activeVendorId: row.vendorId } : applier;
  const photos = row.photos ? storedPhotos(deps, row.photos) : undefined;
  const { sheet, plans } = await planImport(deps, actor, row.fileText ?? '', {
    defaultCategoryId: row.defaultCategoryId,
    photos,
  });
  const { rowCount } = sheet;
  const cache = new Map<string, Promise<CheckedFile>>();
  let savedAt = clock.now().getTime();
  const save = async () => {
    await saveProductImportProgress(db, row.id, {
      processed: entries.length,
      entries,
      leaseUntil: new Date(clock.now().getTime() + IMPORT_LEASE_MS),
    });
    await lease?.renew();
  };
  for (const planned of plans.slice(entries.length)) {
    if (stopping.aborted) {
      await releaseProductImport(db, row.id, { processed: entries.length, entries });
      return 'stopped';
    }
    entries.push(await asApplier(row.memberId, row.vendorId, () => applyPlanned(deps, actor, planned, cache, photos)));
    applied.count += 1;
    const now = clock.now().getTime();
    if (entries.length % SAVE_EVERY_PRODUCTS === 0 || now - savedAt >= SAVE_EVERY_MS) {
      await save();
      savedAt = now;
    }
  }
  const report = reportOf(false, rowCount, entries);
  await asApplier(row.memberId, row.vendorId, () =>
    recordAudit(db, {
      actorId: actor.id,
      action: 'product.import',
      entityType: 'vendor',
      entityId: row.vendorId,
      after: { rows: rowCount, ...report.counts },
    }),
  );
  await removeStoredPhotos(deps, row.photos ?? []);
  await finishProductImport(db, row.id, {
    status: 'done',
    processed: entries.length,
    report,
    error: null,
    finishedAt: clock.now(),
  });
  return 'done';
}

/**
 * Deletes the imports that ended more than 30 days ago, then applies the imports waiting, oldest
 * first, until none is left or the server stops. Started at
 * once by the request that queues an import (`runSoon`), and on its schedule for an import whose
 * run stopped. Several instances apply different imports at once; each import has one run.
 */
export function productImportJob(): JobDefinition {
  return {
    name: PRODUCT_IMPORT_JOB,
    description: 'Applies the product imports vendors have sent, and goes on with one a stopped server left',
    intervalMs: 60_000,
    leaseMs: IMPORT_LEASE_MS,
    disabledReason: null,
    async run(deps, stopping, lease) {
      const deleted = await deleteEndedProductImports(
        deps.db,
        new Date(deps.clock.now().getTime() - IMPORT_REPORT_KEPT_DAYS * DAY_MS),
      );
      let imports = 0;
      let products = 0;
      let failed = 0;
      while (!stopping.aborted) {
        const row = await claimProductImport(
          deps.db,
          deps.clock.now(),
          new Date(deps.clock.now().getTime() + IMPORT_LEASE_MS),
        );
        if (!row) break;
        await lease?.renew();
        const { end, applied } = await applyImport(deps, row, stopping, lease);
        products += applied;
        if (end === 'done') imports += 1;
        if (end === 'failed') failed += 1;
      }
      return { imports, products, failed, deleted };
    },
  };
}
