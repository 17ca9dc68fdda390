import {
  dollarsToCents,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_FORMAT_LABELS,
  PRODUCT_SALE_PERCENTAGES,
  type ProductCsvColumn,
  type ProductImportError,
  type ProductImportFormat,
  salePriceCents,
} from '@soko/shared';
import { badRequest } from '../../lib/errors.ts';
import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import { plainText } from '../../lib/sanitize.ts';
import { type FileProduct, type FileRecord, type FileRow, groupBySku, type RawSheet } from './products.import-file.ts';
import type { SheetRow } from './products.sheet.ts';

/** A file read into Soko's columns, whichever platform wrote it. */
export interface ImportSheet {
  format: ProductImportFormat;
  /** The Soko columns the file gives; a column it does not give keeps a product's value on file. */
  columns: Set<ProductCsvColumn>;
  products: FileProduct[];
  /** Rows in the file, without the header (a platform's image rows included). */
  rowCount: number;
  usedColumns: string[];
  ignoredColumns: string[];
  /** The cells a new product takes where the file has no column for them. */
  defaults: SheetRow;
  /** What holds for every product of the file, said once on the report. */
  notes: string[];
}

/** How another platform's layout is recognised and read. */
export interface Layout {
  format: Exclude<ProductImportFormat, 'soko'>;
  /** Some of the header names that tell it apart, for the message on a file no layout matches. */
  sample: string;
  recognises(names: Set<string>): boolean;
  read(sheet: RawSheet): Promise<Omit<ImportSheet, 'format' | 'rowCount'>>;
}

/** The file's columns a layout reads, by the names each platform has given them over time. */
export interface Columns<Field extends string> {
  at: Map<Field, number>;
  /** Each field's column as the file's header names it. */
  names: Map<Field, string>;
  used: string[];
  ignored: string[];
}

const headerKey = (name: string) => name.trim().toLowerCase();

export const headerNames = (header: string[]) => new Set(header.map(headerKey));

export function columnsOf<Field extends string>(
  header: string[],
  fields: Record<Field, readonly string[]>,
): Columns<Field> {
  const fieldOf = new Map<string, Field>();
  for (const [field, names] of Object.entries(fields) as [Field, readonly string[]][]) {
    for (const name of names) fieldOf.set(headerKey(name), field);
  }
  const at = new Map<Field, number>();
  const names = new Map<Field, string>();
  const used: string[] = [];
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = fieldOf.get(headerKey(name));
    if (field && !at.has(field)) {
      at.set(field, index);
      names.set(field, name);
      used.push(name);
    } else if (name !== '') ignored.push(name);
  });
  return { at, names, used, ignored };
}

export const cellOf = <Field extends string>(columns: Columns<Field>, record: FileRecord, field: Field): string => {
  const at = columns.at.get(field);
  return at === undefined ? '' : (record.values[at] ?? '').trim();
};

/** The columns a platform's file is read into (what `ImportSheet.columns` holds for it). */
export const PLATFORM_COLUMNS = new Set<ProductCsvColumn>([
  'SKU',
  'name',
  'shortDetails',
  'description',
  'brand',
  'keywords',
  'category',
  'price',
  'salesPercentage',
  'stock',
  'weight',
  'status',
  'variantName',
  'variantSize',
  'variantSKU',
  'variantPrice',
  'variantStock',
  'variantWeight',
  'imageUrls',
]);

/**
 * A platform's file says nothing of how a product ships, and every product but a cake is shipped:
 * a new product ships free with Fixed Delivery until its vendor chooses otherwise in its form.
 */
export const PLATFORM_DEFAULTS: SheetRow = { shipping: 'free', shippingProvider: 'Fixed Delivery', deliveryPrice: '0' };
export const PLATFORM_NOTES = [
  "The file does not say how products ship: new products are set to free shipping (their price includes postage). Choose paid shipping in a product's form where it does not.",
];

const SUMMARY_MAX = 200;

/** The form's short summary, read from the description where a platform has none: its first words. */
export function summaryOf(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Grams as the form's kilograms to the hundredth, rounded up so postage is never quoted on less. */
export function kilogramsOf(grams: string): string {
  const value = Number(grams);
  if (grams === '' || !Number.isFinite(value)) return grams;
  return String(Math.ceil(value / 10) / 100);
}

/** A platform's comma-separated tags as the form's keywords. */
export const keywordsOf = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .join(', ');

/** Another platform's product status as the import's: active is live; draft and archived are paused. */
export const statusOf = (live: boolean) => (live ? 'live' : 'paused');

const centsOf = (amount: string): number | undefined => {
  try {
    return dollarsToCents(amount.replace(/^\$/, ''));
  } catch {
    return undefined;
  }
};

const SALES = PRODUCT_SALE_PERCENTAGES.filter((percentage) => percentage > 0);

/** The percentage off `before` that `now` is, when it is one the product form offers. */
function saleBetween(nowCents: number, beforeCents: number): number | undefined {
  return SALES.find((percentage) => salePriceCents(beforeCents, percentage) === nowCents);
}

/** A variant's price on another platform: what it sells for, and the compare-at price shown struck through. */
export interface PlatformPrice {
  price: string;
  compareAt: string;
}

/**
 * Prices with a compare-at price as Soko's: the price before a sale and the sale's percentage, when
 * every variant is the same sale the product form offers; otherwise the prices as they are, without
 * a sale, and a warning that says so (a product has one sale percentage for all its variants).
 */
export function salePricesOf(
  prices: PlatformPrice[],
  at: { row: number; column: string },
): { prices: string[]; salesPercentage: string; warning?: ProductImportError } {
  const asSold = { prices: prices.map((price) => price.price), salesPercentage: '0' };
  const sales = prices.map(({ price, compareAt }) => {
    const now = centsOf(price);
    const before = compareAt === '' ? undefined : centsOf(compareAt);
    if (now === undefined || before === undefined || before <= now) return 0;
    return saleBetween(now, before) ?? Number.NaN;
  });
  if (sales.every((sale) => sale === 0)) return asSold;
  const [first = 0] = sales;
  if (sales.every((sale) => sale === first) && !Number.isNaN(first)) {
    return { prices: prices.map((price) => price.compareAt), salesPercentage: String(first) };
  }
  return {
    ...asSold,
    warning: {
      ...at,
      message: `The compare-at price is not a sale Soko offers (${SALES.join(', ')} % off, the same for every variant): imported at the price it sells for, without a sale`,
    },
  };
}

/** A row of the file as the Soko cells it was read into. */
export const fileRow = (record: FileRecord, cells: SheetRow): FileRow => ({ row: record.row, cells });

/** A product the import cannot take from the file at all, reported with why. */
export const refusedProduct = (sku: string, record: FileRecord, column: string, message: string): FileProduct => ({
  sku,
  rows: [{ row: record.row, cells: { SKU: sku } }],
  refused: { row: record.row, column, message },
});

const SOKO_COLUMNS = new Map(PRODUCT_CSV_COLUMNS.map((column) => [headerKey(column), column]));

/** Soko's own template (and export): its columns by name, in any order; a product with variants has a row each. */
export async function readSokoSheet(sheet: RawSheet): Promise<Omit<ImportSheet, 'format' | 'rowCount'>> {
  const columnAt = sheet.header.map((name) => SOKO_COLUMNS.get(headerKey(name)));
  const slices = eventLoopSlices();
  const rows: FileRow[] = [];
  for (const record of sheet.records) {
    const cells: SheetRow = {};
    for (const [at, value] of record.values.entries()) {
      const column = columnAt[at];
      if (column) cells[column] = value;
    }
    rows.push({ row: record.row, cells });
    await slices.pause();
  }
  return {
    columns: new Set(columnAt.filter((column) => column !== undefined)),
    products: groupBySku(rows),
    usedColumns: sheet.header.filter((_name, at) => columnAt[at] !== undefined),
    ignoredColumns: sheet.header.filter((name, at) => columnAt[at] === undefined && name !== ''),
    defaults: {},
    notes: [],
  };
}

/** Neither Soko's nor a known platform's header row: 400 saying what the import reads. */
export function unknownLayout(layouts: Layout[]): Error {
  const expected = [
    "Soko's template (SKU, name, price…)",
    ...layouts.map((layout) => `a ${PRODUCT_IMPORT_FORMAT_LABELS[layout.format]} (${layout.sample}…)`),
  ];
  return badRequest(
    `The file's header row is not one the import reads. It reads ${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}, with the header row as the first row.`,
    'file',
  );
}
