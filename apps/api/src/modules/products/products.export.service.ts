import type { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS } from '@soko/shared';
import type { Category, Product, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { csvFilename } from '../../lib/csv.ts';
import { csvStream, keysetBatches } from '../../lib/csv-stream.ts';
import { badRequest } from '../../lib/errors.ts';
import { categoryTree } from '../categories/index.ts';
import { detailsOf, vendorProductBatch } from './products.repo.ts';
import { isStaff } from './products.shared.ts';
import { cellsOf, editorVersion, type SheetRow, sheetRowsOf } from './products.sheet.ts';

/**
 * `GET /api/product/export.csv`: a vendor's products in the import's template, in SKU order, a
 * batch at a time (one query for the products and one per kind of detail), so that the download
 * starts at once and holds one batch. What the editor sees is written: an approved product's
 * changes waiting for staff included, so that importing the export changes nothing.
 */
export function exportProducts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: User,
  vendorId: string | undefined,
): { filename: string; csv: Readable } {
  const owner = isStaff(actor) ? vendorId : actor.id;
  if (!owner) throw badRequest('Please choose the vendor whose products to export', 'vendorId');
  const { db } = deps;
  let tree: Promise<Map<string, Category>> | undefined;
  async function* sheetBatches(): AsyncGenerator<SheetRow[]> {
    tree ??= categoryTree(db).then((nodes) => new Map(nodes.map((node) => [node.id, node])));
    const categories = await tree;
    const batches = keysetBatches<Product, { sku: string; id: string }>(
      (after, limit) => vendorProductBatch(db, owner as string, after, limit),
      (row) => ({ sku: row.sku, id: row.id }),
    );
    for await (const batch of batches) {
      const details = await detailsOf(db, batch);
      yield batch.flatMap((product) =>
        sheetRowsOf(
          editorVersion(
            product,
            {
              images: details.images.get(product.id) ?? [],
              variants: details.variants.get(product.id) ?? [],
              subcategories: details.subcategories.get(product.id) ?? [],
            },
            details.revisions.get(product.id),
          ),
          categories,
          deps.config.appUrl,
        ),
      );
    }
  }
  return { filename: csvFilename('products'), csv: csvStream(sheetBatches(), PRODUCT_CSV_COLUMNS, cellsOf) };
}

/** `GET /api/product/import-template.csv`: the header, and one example product to copy. */
export function productImportTemplate(): Readable {
  const example: SheetRow = {
    SKU: 'MUG-001',
    name: 'Stoneware mug',
    shortDetails: 'Hand-thrown 350 ml mug',
    description: '<p>Glazed inside and out; dishwasher safe.</p>',
    brand: 'Clay Co',
    keywords: 'mug, ceramic',
    category: 'Home > Kitchen',
    price: '24.00',
    salesPercentage: '0',
    stock: '12',
    weight: '0.4',
    length: '10',
    width: '10',
    height: '12',
    shipping: 'paid',
    shippingProvider: 'Fixed Delivery',
    deliveryPrice: '9.95',
    status: 'live',
    gstFree: 'no',
    imageUrls: 'https://example.com/mug.jpg',
  };
  async function* one() {
    yield [example];
  }
  return csvStream(one(), PRODUCT_CSV_COLUMNS, cellsOf);
}
