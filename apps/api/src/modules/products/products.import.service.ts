import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type ProductImportAction,
  type ProductImportError,
  type ProductImportReport,
  type ProductImportRow,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import { fetchRemoteImage, RemoteImageError } from '../../lib/remote-image.ts';
import { type CheckedFile, checkFile } from '../../lib/uploads.ts';
import { type FileRow, type ImportEncoding, importFileText } from './products.import-file.ts';
import { type ImportPhotos, isPhotoName, NO_PHOTOS_ZIP } from './products.import-photos.ts';
import { type ImportOptions, type Planned, planImport, toErrors } from './products.import-plan.ts';
import { readImportFile } from './products.import-read.ts';
import { createProduct, toggleProductStatus, updateProduct } from './products.service.ts';
import { imageUrlsOf } from './products.sheet.ts';

const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches each new image once per import, checked and re-encoded as an upload is; a file name is a
 * photo of the ZIP sent with the file.
 */
async function imagesFor(
  deps: Pick<AppDeps, 'config'>,
  cache: Map<string, Promise<CheckedFile>>,
  urls: string[],
  photos: ImportPhotos | undefined,
): Promise<CheckedFile[]> {
  return Promise.all(
    urls.map((url) => {
      let image = cache.get(url);
      if (!image && isPhotoName(url)) {
        image = photos ? photos.load(url) : Promise.reject(badRequest(`${url} ${NO_PHOTOS_ZIP}`, 'images'));
        cache.set(url, image);
      }
      if (!image) {
        image = fetchRemoteImage(url, {
          allowedHosts: deps.config.importImageHosts,
          maxBytes: PRODUCT_IMAGE_MAX_BYTES,
          timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
        })
          .then((bytes) => checkFile('images', url.split('/').pop() ?? 'image', bytes, PRODUCT_IMAGE_TYPES))
          .then((checked) => ({ ...checked, sourceUrl: url }));
        cache.set(url, image);
      }
      return image;
    }),
  );
}

/** Applies one planned product through the form's own create and update, so every rule is the form's. */
async function applyProduct(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config' | 'mail' | 'notices'>,
  actor: User,
  planned: Planned,
  cache: Map<string, Promise<CheckedFile>>,
  photos: ImportPhotos | undefined,
): Promise<string> {
  let images: CheckedFile[];
  try {
    images = await imagesFor(deps, cache, planned.newImageUrls, photos);
  } catch (error) {
    if (error instanceof RemoteImageError) throw badRequest(error.message, 'images');
    throw error;
  }
  const upload = { fields: planned.fields ?? {}, images };
  const product = planned.existing
    ? await updateProduct(deps, actor, planned.existing.id, async () => upload)
    : await createProduct(deps, actor, upload);
  const wanted = planned.status ?? planned.existing?.status ?? 'active';
  if (product.status !== wanted) await toggleProductStatus(deps, actor, product._id);
  return product._id;
}

const ACTION_ORDER: Record<ProductImportAction, number> = { error: 0, create: 1, revision: 2, update: 3, unchanged: 4 };

export function reportOf(
  dryRun: boolean,
  rowCount: number,
  entries: ProductImportRow[],
  dryRunOf?: Pick<ProductImportReport, 'format' | 'usedColumns' | 'ignoredColumns' | 'notes'> & {
    encoding: ImportEncoding;
  },
): ProductImportReport {
  const counts = { create: 0, update: 0, revision: 0, unchanged: 0, error: 0 };
  for (const entry of entries) counts[entry.action] += 1;
  const products = [...entries].sort((a, b) =>
    a.action === 'error' || b.action === 'error'
      ? ACTION_ORDER[a.action] - ACTION_ORDER[b.action] || a.row - b.row
      : a.row - b.row,
  );
  return { dryRun, rowCount, counts, products, ...dryRunOf };
}

/**
 * What a file holds, checked before it waits to apply: 400 or 413 at once for a file that cannot.
 * `photoNames` are the file names its rows give as images (photos of a ZIP sent with it).
 */
export async function importFileSize(
  text: string,
): Promise<{ rowCount: number; productCount: number; photoNames: string[] }> {
  const { rowCount, products } = await readImportFile(text);
  const photoNames = products.flatMap((product) =>
    product.rows.flatMap((row) => imageUrlsOf(row.cells.imageUrls).filter(isPhotoName)),
  );
  return { rowCount, productCount: products.length, photoNames };
}

/** Applies one planned product (unless it has errors or is unchanged) and answers its report entry. */
export async function applyPlanned(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'config' | 'mail' | 'notices'>,
  actor: User,
  planned: Planned,
  cache: Map<string, Promise<CheckedFile>>,
  photos?: ImportPhotos,
): Promise<ProductImportRow> {
  let productId: string | null = null;
  let { action, errors } = planned;
  if (action !== 'error' && action !== 'unchanged') {
    try {
      productId = await applyProduct(deps, actor, planned, cache, photos);
    } catch (error) {
      errors = toErrors(error, planned.product);
      action = 'error';
    }
  }
  return entryOf(planned, action, errors, productId);
}

function entryOf(
  planned: Planned,
  action: ProductImportAction,
  errors: ProductImportError[],
  productId: string | null,
): ProductImportRow {
  const first = planned.product.rows[0] as FileRow;
  const warnings = planned.product.warnings ?? [];
  return {
    row: first.row,
    rows: planned.product.rows.map((row) => row.row),
    sku: planned.product.sku,
    name: first.cells.name ?? planned.existing?.name ?? '',
    action,
    errors,
    ...(warnings.length > 0 ? { warnings } : {}),
    productId,
  };
}

/**
 * `POST /api/product/import?dryRun=true`: every product of the file through the product form's
 * rules, matched by SKU within the vendor, reading the vendor's matching products and their details
 * in a few queries for the whole file; nothing is written. Applying runs as a job
 * (products.import-job.ts), through the form's own create and update.
 */
export async function dryRunProductImport(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: User,
  bytes: Buffer,
  options: ImportOptions = {},
): Promise<ProductImportReport> {
  const { text, encoding } = importFileText(bytes);
  const { sheet, plans } = await planImport(deps, actor, text, options);
  return reportOf(
    true,
    sheet.rowCount,
    plans.map((planned) => entryOf(planned, planned.action, planned.errors, null)),
    {
      encoding,
      format: sheet.format,
      usedColumns: sheet.usedColumns,
      ignoredColumns: sheet.ignoredColumns,
      notes: sheet.notes,
    },
  );
}

/**
 * The report as JSON, an entry at a time in slices that give the event loop a turn: for 5,000
 * products, checking the report against its schema and writing it in one go held everyone else's
 * requests for a few hundred milliseconds. The report is built here, so it needs no check.
 */
export async function reportJson(report: ProductImportReport): Promise<string> {
  const slices = eventLoopSlices();
  const { products, ...head } = report;
  const entries: string[] = [];
  for (const entry of products) {
    entries.push(JSON.stringify(entry));
    await slices.pause();
  }
  return `${JSON.stringify(head).slice(0, -1)},"products":[${entries.join(',')}]}`;
}
