import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import type { FileProduct, FileRecord, FileRow } from './products.import-file.ts';
import {
  type Columns,
  cellOf,
  columnsOf,
  fileRow,
  keywordsOf,
  kilogramsOf,
  type Layout,
  PLATFORM_COLUMNS,
  PLATFORM_DEFAULTS,
  PLATFORM_NOTES,
  salePricesOf,
  statusOf,
  summaryOf,
} from './products.import-layouts.ts';
import type { SheetRow } from './products.sheet.ts';

/**
 * Shopify's product CSV (help.shopify.com/en/manual/products/import-export/using-csv): a row per
 * variant under the product's handle, the product's cells on its first row only, and rows that
 * only add an image. Both the long-standing header names (`Body (HTML)`, `Variant Price`) and those
 * of the 2024 export (`Description`, `Price`, `URL handle`) are read.
 */
const FIELDS = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description'],
  vendor: ['Vendor'],
  category: ['Product Category'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
  sku: ['Variant SKU', 'SKU'],
  grams: ['Variant Grams', 'Weight value (grams)'],
  quantity: ['Variant Inventory Qty', 'Inventory quantity'],
  price: ['Variant Price', 'Price'],
  compareAt: ['Variant Compare At Price', 'Compare-at price'],
  image: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position'],
  variantImage: ['Variant Image', 'Variant image URL'],
} as const;
type Field = keyof typeof FIELDS;

const OPTIONS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const;

/** A product without options has one variant, its option `Title` / `Default Title`. */
const isDefaultOption = (name: string, value: string) => name === 'Title' && value === 'Default Title';

function productOf(columns: Columns<Field>, handle: string, records: FileRecord[]): FileProduct {
  const cell = (record: FileRecord, field: Field) => cellOf(columns, record, field);
  const [first] = records as [FileRecord, ...FileRecord[]];
  const optionNames = OPTIONS.map(([name]) => cell(first, name)).filter(
    (name, index) => name !== '' && !isDefaultOption(name, cell(first, OPTIONS[index]?.[1] ?? 'option1Value')),
  );
  const isVariant = (record: FileRecord) =>
    record === first ||
    OPTIONS.some(([, value]) => cell(record, value) !== '') ||
    cell(record, 'sku') !== '' ||
    cell(record, 'price') !== '';
  const variants = records.filter(isVariant);
  const positioned = records
    .filter((record) => cell(record, 'image') !== '')
    .map((record, order) => ({ url: cell(record, 'image'), position: Number(cell(record, 'imagePosition')) || order }));
  positioned.sort((a, b) => a.position - b.position);
  const images = [
    ...new Set([
      ...positioned.map((image) => image.url),
      ...variants.map((record) => cell(record, 'variantImage')).filter(Boolean),
    ]),
  ];
  const sale = salePricesOf(
    variants.map((record) => ({ price: cell(record, 'price'), compareAt: cell(record, 'compareAt') })),
    { row: first.row, column: columns.names.get('compareAt') ?? 'Compare-at price' },
  );
  const withOptions = optionNames.length > 0 && variants.length > 1;
  const statusCell = cell(first, 'status').toLowerCase();
  const live = statusCell === '' ? cell(first, 'published').toLowerCase() !== 'false' : statusCell === 'active';
  const description = cell(first, 'body');
  const sku = withOptions ? handle : cell(first, 'sku') || handle;
  const product: SheetRow = {
    SKU: sku,
    name: cell(first, 'title'),
    shortDetails: summaryOf(description) || cell(first, 'title'),
    description,
    brand: cell(first, 'vendor'),
    keywords: keywordsOf(cell(first, 'tags')),
    category: cell(first, 'category') || cell(first, 'type'),
    price: sale.prices[0] ?? '',
    salesPercentage: sale.salesPercentage,
    // A product's stock is left to its variants: the import adds theirs up.
    stock: withOptions ? '' : cell(first, 'quantity') || '0',
    weight: kilogramsOf(cell(first, 'grams')),
    status: statusOf(live),
    imageUrls: images.join(' '),
  };
  const rows: FileRow[] = withOptions
    ? variants.map((record, index) =>
        fileRow(record, {
          ...(index === 0 ? { ...product, variantName: optionNames.join(' / ') } : { SKU: sku }),
          variantSize: OPTIONS.map(([, value]) => cell(record, value))
            .filter(Boolean)
            .join(' / '),
          variantSKU: cell(record, 'sku'),
          variantPrice: sale.prices[index] ?? '',
          variantStock: cell(record, 'quantity') || '0',
          variantWeight: kilogramsOf(cell(record, 'grams')),
        }),
      )
    : [fileRow(first, product)];
  return { sku, rows, ...(sale.warning ? { warnings: [sale.warning] } : {}) };
}

export const shopifyLayout: Layout = {
  format: 'shopify',
  sample: 'Handle, Title, Body (HTML), Option1 Name, Variant Price',
  recognises: (names) => (names.has('handle') || names.has('url handle')) && names.has('title'),
  async read(sheet) {
    const columns = columnsOf(sheet.header, FIELDS);
    const slices = eventLoopSlices();
    const byHandle = new Map<string, FileRecord[]>();
    for (const record of sheet.records) {
      const handle = cellOf(columns, record, 'handle');
      const records = byHandle.get(handle);
      if (records) records.push(record);
      else byHandle.set(handle, [record]);
    }
    const products: FileProduct[] = [];
    for (const [handle, records] of byHandle) {
      products.push(productOf(columns, handle, records));
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
