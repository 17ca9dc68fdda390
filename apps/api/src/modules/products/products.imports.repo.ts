import type { ProductImportReport, ProductImportRow } from '@soko/shared';
import { and, eq, getTableColumns, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ProductImportJobRow, productImports, type StoredImportPhoto } from '../../db/schema/index.ts';

/** An import as its screen follows it: without the file and the entries kept while it runs. */
export type ProductImportSummaryRow = Omit<ProductImportJobRow, 'fileText' | 'entries'>;

const { fileText: _file, entries: _entries, ...summaryColumns } = getTableColumns(productImports);

export async function insertProductImport(
  db: Db,
  values: {
    vendorId: string;
    actorId: string;
    memberId: string | null;
    fileText: string;
    defaultCategoryId: string | null;
    photos: StoredImportPhoto[] | null;
    rowCount: number;
    productCount: number;
  },
): Promise<ProductImportSummaryRow> {
  const [row] = await db.insert(productImports).values(values).returning(summaryColumns);
  if (!row) throw new Error('insert into product_imports returned no row');
  return row;
}

export async function findProductImport(db: Db, id: string): Promise<ProductImportSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(productImports).where(eq(productImports.id, id));
  return row;
}

/**
 * Takes the oldest import waiting to apply, or one whose run stopped without finishing (its lease
 * passed), for this run alone: SKIP LOCKED lets another instance take the next one meanwhile.
 */
export async function claimProductImport(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<ProductImportJobRow | undefined> {
  const waiting = db
    .select({ id: productImports.id })
    .from(productImports)
    .where(
      or(
        eq(productImports.status, 'queued'),
        and(eq(productImports.status, 'running'), lt(productImports.leaseUntil, now)),
      ),
    )
    .orderBy(productImports.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(productImports)
    .set({ status: 'running', leaseUntil })
    .where(inArray(productImports.id, waiting))
    .returning();
  return row;
}

/** Records the products applied so far and keeps the import for this run a while longer. */
export async function saveProductImportProgress(
  db: Db,
  id: string,
  progress: { processed: number; entries: ProductImportRow[]; leaseUntil: Date },
): Promise<void> {
  await db.update(productImports).set(progress).where(eq(productImports.id, id));
}

/** Gives a stopped run's import back to the queue, with its progress, for the next run to go on with. */
export async function releaseProductImport(
  db: Db,
  id: string,
  progress: { processed: number; entries: ProductImportRow[] },
): Promise<void> {
  await db
    .update(productImports)
    .set({ ...progress, status: 'queued', leaseUntil: null })
    .where(eq(productImports.id, id));
}

/** Ends an import: its report (or why it failed) stays; the file and the running entries go. */
export async function finishProductImport(
  db: Db,
  id: string,
  end: {
    status: 'done' | 'failed';
    processed: number;
    report: ProductImportReport | null;
    error: string | null;
    finishedAt: Date;
  },
): Promise<void> {
  await db
    .update(productImports)
    .set({ ...end, fileText: null, photos: null, entries: null, leaseUntil: null })
    .where(eq(productImports.id, id));
}

/** Deletes the imports that ended before `before`, reports and all; answers how many. */
export async function deleteEndedProductImports(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(productImports)
    .where(and(isNotNull(productImports.finishedAt), lt(productImports.finishedAt, before)))
    .returning({ id: productImports.id });
  return deleted.length;
}

/** Whether the vendor has an import waiting to apply or being applied. */
export async function hasUnfinishedProductImport(db: Db, vendorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(eq(productImports.vendorId, vendorId), inArray(productImports.status, ['queued', 'running'])))
    .limit(1);
  return row !== undefined;
}
