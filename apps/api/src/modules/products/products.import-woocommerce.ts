import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import type { FileProduct, FileRecord, FileRow } from './products.import-file.ts';
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
  salePricesOf,
  statusOf,
  summaryOf,
} from './products.import-layouts.ts';
import type { SheetRow } from './products.sheet.ts';

/**
 * WooCommerce's product CSV exporter (woocommerce.com/document/product-csv-importer-exporter): a
 * row per simple or variable product, and a `variation` row per variation naming its parent as
 * `id:42` or by SKU. The weight's unit is the store's, in the header (`Weight (kg)`).
 */
const FIELDS = {
  id: ['ID'],
  type: ['Type'],
  sku: ['SKU'],
  name: ['Name'],
  published: ['Published'],
  shortDescription: ['Short description'],
  description: ['Description'],
  stock: ['Stock'],
  weight: ['Weight (kg)', 'Weight (g)', 'Weight (lbs)', 'Weight (oz)'],
  salePrice: ['Sale price'],
  regularPrice: ['Regular price'],
  categories: ['Categories'],
  tags: ['Tags'],
  images: ['Images'],
  parent: ['Parent'],
  attribute1Name: ['Attribute 1 name'],
  attribute1Value: ['Attribute 1 value(s)'],
  attribute2Name: ['Attribute 2 name'],
  attribute2Value: ['Attribute 2 value(s)'],
  attribute3Name: ['Attribute 3 name'],
  attribute3Value: ['Attribute 3 value(s)'],
} as const;
type Field = keyof typeof FIELDS;

const ATTRIBUTES = [
  ['attribute1Name', 'attribute1Value'],
  ['attribute2Name', 'attribute2Value'],
  ['attribute3Name', 'attribute3Value'],
] as const;

/** Kilograms per unit of the weight column's header. */
const KILOGRAMS: Record<string, number> = {
  'weight (kg)': 1,
  'weight (g)': 0.001,
  'weight (lbs)': 0.45359237,
  'weight (oz)': 0.028349523125,
};

const typesOf = (cell: string) => cell.split(',').map((type) => type.trim().toLowerCase());

/** A comma-separated list, where WooCommerce writes a comma within an item as `\,`. */
const listOf = (cell: string) =>
  cell
    .split(/(?<!\\),/)
    .map((item) => item.replace(/\\,/g, ',').trim())
    .filter((item) => item !== '');

function reader(columns: Columns<Field>) {
  const cell = (record: FileRecord, field: Field) => cellOf(columns, record, field);
  const perKilogram = KILOGRAMS[(columns.names.get('weight') ?? '').toLowerCase()] ?? 1;
  const weightOf = (record: FileRecord) => {
    const value = cell(record, 'weight');
    if (value === '' || !Number.isFinite(Number(value))) return value;
    // Rounded up to the hundredth, so postage is never quoted on less.
    return String(Math.ceil(Number(value) * perKilogram * 100 - 1e-9) / 100);
  };
  const priceOf = (record: FileRecord) => {
    const sale = cell(record, 'salePrice');
    return { price: sale || cell(record, 'regularPrice'), compareAt: sale ? cell(record, 'regularPrice') : '' };
  };
  return { cell, weightOf, priceOf };
}

function productOf(columns: Columns<Field>, parent: FileRecord, variations: FileRecord[]): FileProduct {
  const { cell, weightOf, priceOf } = reader(columns);
  const id = cell(parent, 'id');
  const sku = cell(parent, 'sku') || (id ? `WC-${id}` : '');
  const isVariable = typesOf(cell(parent, 'type')).includes('variable');
  if (isVariable && variations.length === 0)
    return refusedProduct(sku, parent, 'Type', 'The variable product has no variation rows in the file');
  const withOptions = variations.length > 1;
  const priced = withOptions ? variations : [variations[0] ?? parent];
  const sale = salePricesOf(priced.map(priceOf), { row: parent.row, column: 'Sale price' });
  const description = cell(parent, 'description');
  const [first = parent] = priced;
  const optionNames = ATTRIBUTES.map(([name]) => cell(first, name)).filter(Boolean);
  const product: SheetRow = {
    SKU: sku,
    name: cell(parent, 'name'),
    shortDetails: summaryOf(cell(parent, 'shortDescription') || description) || cell(parent, 'name'),
    description,
    keywords: keywordsOf(cell(parent, 'tags')),
    category: (listOf(cell(parent, 'categories'))[0] ?? '').replace(/\s*>\s*/g, ' > '),
    price: sale.prices[0] ?? '',
    salesPercentage: sale.salesPercentage,
    stock: withOptions ? '' : cell(first, 'stock') || '0',
    weight: weightOf(first) || weightOf(parent),
    // Published is 1; private (0) and draft (-1) are paused.
    status: statusOf(cell(parent, 'published') === '1'),
    imageUrls: listOf(cell(parent, 'images')).join(' '),
  };
  const rows: FileRow[] = withOptions
    ? variations.map((record, index) =>
        fileRow(index === 0 ? parent : record, {
          ...(index === 0 ? { ...product, variantName: optionNames.join(' / ') } : { SKU: sku }),
          variantSize: ATTRIBUTES.map(([, value]) => cell(record, value))
            .filter(Boolean)
            .join(' / '),
          variantSKU: cell(record, 'sku'),
          variantPrice: sale.prices[index] ?? '',
          variantStock: cell(record, 'stock') || '0',
          variantWeight: weightOf(record) || weightOf(parent),
        }),
      )
    : [fileRow(parent, product)];
  return { sku, rows, ...(sale.warning ? { warnings: [sale.warning] } : {}) };
}

export const wooCommerceLayout: Layout = {
  format: 'woocommerce',
  sample: 'ID, Type, SKU, Name, Regular price',
  recognises: (names) => names.has('type') && names.has('name') && names.has('regular price'),
  async read(sheet) {
    const columns = columnsOf(sheet.header, FIELDS);
    const cell = (record: FileRecord, field: Field) => cellOf(columns, record, field);
    const slices = eventLoopSlices();
    const parents: FileRecord[] = [];
    const byReference = new Map<string, FileRecord[]>();
    const orphans: FileRecord[] = [];
    // Parents first, so a variation written above its parent still finds it.
    for (const record of sheet.records) {
      if (typesOf(cell(record, 'type')).includes('variation')) continue;
      parents.push(record);
      const variations: FileRecord[] = [];
      if (cell(record, 'id')) byReference.set(`id:${cell(record, 'id')}`, variations);
      if (cell(record, 'sku')) byReference.set(cell(record, 'sku'), variations);
    }
    for (const record of sheet.records) {
      if (!typesOf(cell(record, 'type')).includes('variation')) continue;
      const siblings = byReference.get(cell(record, 'parent'));
      if (siblings) siblings.push(record);
      else orphans.push(record);
    }
    const products: FileProduct[] = [];
    for (const parent of parents) {
      const types = typesOf(cell(parent, 'type'));
      const variations = byReference.get(`id:${cell(parent, 'id')}`) ?? byReference.get(cell(parent, 'sku')) ?? [];
      products.push(
        types.includes('simple') || types.includes('variable')
          ? productOf(columns, parent, types.includes('variable') ? variations : [])
          : refusedProduct(
              cell(parent, 'sku'),
              parent,
              'Type',
              `A ${cell(parent, 'type')} product is not one Soko sells: only simple and variable products are imported`,
            ),
      );
      await slices.pause();
    }
    for (const orphan of orphans) {
      products.push(
        refusedProduct(cell(orphan, 'sku'), orphan, 'Parent', 'The variation’s parent product is not in the file'),
      );
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
