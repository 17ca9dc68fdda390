import { etsyLayout } from './products.import-etsy.ts';
import { readSheet } from './products.import-file.ts';
import { headerNames, type ImportSheet, type Layout, readSokoSheet, unknownLayout } from './products.import-layouts.ts';
import { shopifyLayout } from './products.import-shopify.ts';
import { wooCommerceLayout } from './products.import-woocommerce.ts';

/** Other platforms' exports, tried in this order (Shopify's 2024 header shares names with Etsy's). */
const LAYOUTS: Layout[] = [shopifyLayout, wooCommerceLayout, etsyLayout];

/**
 * The file read into Soko's columns: by the layout its header row is recognised as, Soko's own when
 * it has a SKU column; 400 with what the import reads when it is none of them.
 */
export async function readImportFile(text: string): Promise<ImportSheet> {
  const sheet = await readSheet(text);
  const names = headerNames(sheet.header);
  const rowCount = sheet.records.length;
  const layout = LAYOUTS.find((candidate) => candidate.recognises(names));
  if (layout) return { format: layout.format, rowCount, ...(await layout.read(sheet)) };
  if (names.has('sku')) return { format: 'soko', rowCount, ...(await readSokoSheet(sheet)) };
  throw unknownLayout(LAYOUTS);
}
