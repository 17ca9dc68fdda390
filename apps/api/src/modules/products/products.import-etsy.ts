import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import type { FileProduct, FileRecord } from './products.import-file.ts';
import {
  type Columns,
  cellOf,
  columnsOf,
  fileRow,
  keywordsOf,
  type Layout,
  PLATFORM_COLUMNS,
  PLATFORM_DEFAULTS,
  PLATFORM_NOTES,
  refusedProduct,
  summaryOf,
} from './products.import-layouts.ts';

/**
 * Etsy's listings CSV (Shop Manager > Settings > Options > Download Data): a row per listing, its
 * description as plain text, up to ten images, and variations as lists of values without a stock,
 * price or weight of their own.
 */
const IMAGES = ['IMAGE1', 'IMAGE2', 'IMAGE3', 'IMAGE4', 'IMAGE5', 'IMAGE6', 'IMAGE7', 'IMAGE8', 'IMAGE9', 'IMAGE10'];
const FIELDS = {
  title: ['TITLE'],
  description: ['DESCRIPTION'],
  price: ['PRICE'],
  currency: ['CURRENCY_CODE'],
  quantity: ['QUANTITY'],
  tags: ['TAGS'],
  sku: ['SKU'],
  variation1Name: ['VARIATION 1 NAME'],
  variation1Values: ['VARIATION 1 VALUES'],
  variation2Name: ['VARIATION 2 NAME'],
  variation2Values: ['VARIATION 2 VALUES'],
  ...Object.fromEntries(IMAGES.map((name) => [name, [name]])),
} as Record<string, readonly string[]>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** Etsy's plain-text description as the form's rich text: a paragraph per blank-line block. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

function productOf(columns: Columns<string>, record: FileRecord): FileProduct {
  const cell = (field: string) => cellOf(columns, record, field);
  // A listing with variations may list a SKU per variation; the first names the listing.
  const sku = cell('sku').split(',')[0]?.trim() ?? '';
  const currency = cell('currency').toUpperCase();
  if (currency !== '' && currency !== 'AUD')
    return refusedProduct(
      sku,
      record,
      'CURRENCY_CODE',
      `The listing is priced in ${currency}; Soko sells in Australian dollars. Write its price in AUD and its CURRENCY_CODE as AUD`,
    );
  if (sku === '')
    return refusedProduct(
      sku,
      record,
      'SKU',
      'The listing has no SKU, which the import matches products by: give it one on Etsy or in the file',
    );
  const description = paragraphsOf(cell('description'));
  const variations = [1, 2]
    .map((n) => ({ name: cell(`variation${n}Name`), values: cell(`variation${n}Values`) }))
    .filter((variation) => variation.name !== '' && variation.values !== '');
  return {
    sku,
    rows: [
      fileRow(record, {
        SKU: sku,
        name: cell('title'),
        shortDetails: summaryOf(description) || cell('title'),
        description,
        keywords: keywordsOf(cell('tags')),
        category: '',
        price: cell('price'),
        salesPercentage: '0',
        stock: cell('quantity') || '0',
        status: 'live',
        imageUrls: IMAGES.map((name) => cell(name))
          .filter(Boolean)
          .join(' '),
      }),
    ],
    ...(variations.length > 0
      ? {
          warnings: [
            {
              row: record.row,
              column: 'VARIATION 1 VALUES',
              message: `Etsy's export gives no stock, price or weight per variation, so the listing is imported without its variations (${variations.map((variation) => `${variation.name}: ${variation.values}`).join('; ')}): add them in the product's form`,
            },
          ],
        }
      : {}),
  };
}

export const etsyLayout: Layout = {
  format: 'etsy',
  sample: 'TITLE, DESCRIPTION, PRICE, CURRENCY_CODE, QUANTITY',
  recognises: (names) => names.has('title') && names.has('currency_code') && names.has('quantity'),
  async read(sheet) {
    const columns = columnsOf(sheet.header, FIELDS);
    const slices = eventLoopSlices();
    const products: FileProduct[] = [];
    for (const record of sheet.records) {
      products.push(productOf(columns, record));
      await slices.pause();
    }
    return {
      columns: PLATFORM_COLUMNS,
      products,
      usedColumns: columns.used,
      ignoredColumns: columns.ignored,
      defaults: PLATFORM_DEFAULTS,
      notes: PLATFORM_NOTES,
    };
  },
};
