import { Readable } from 'node:stream';
import { PRODUCT_IMPORT_MAX_ROWS, type ProductImportError } from '@soko/shared';
import { CsvError, parse } from 'csv-parse';
import { AppError, badRequest } from '../../lib/errors.ts';
import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import type { SheetRow } from './products.sheet.ts';

/** A spreadsheet neutralises text it would run as a formula with an apostrophe; the import takes it off again. */
const NEUTRALISED_FORMULA = /^'[=+\-@\t\r]/;
export const HEADER_ROW = 1;
/** The parser is fed this much text at a time, so that a slice of the work stays short. */
const PARSE_CHUNK_CHARS = 64 * 1024;

export interface FileRow {
  row: number;
  cells: SheetRow;
}

/** The products of a file: its rows grouped by SKU (a product with variants has one row per variant). */
export interface FileProduct {
  sku: string;
  rows: FileRow[];
  /** What reading another platform's file changed or left out of this product, said on the report. */
  warnings?: ProductImportError[];
  /** Why the import cannot take this product from the file at all (a listing priced in another currency). */
  refused?: ProductImportError;
}

/** How the file's bytes were read: as UTF-8, or as Windows-1252 (Excel's "CSV (Comma delimited)" on Windows). */
export type ImportEncoding = 'utf-8' | 'windows-1252';

export interface ImportFileText {
  text: string;
  encoding: ImportEncoding;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The file's text. Bytes that are not valid UTF-8 are a file a Windows Excel saved as "CSV (Comma
 * delimited)": read as Windows-1252 rather than with "�" in place of every accented letter.
 */
export function importFileText(bytes: Buffer): ImportFileText {
  if (bytes.includes(0)) throw badRequest('The file is not a readable CSV: it holds binary data', 'file');
  try {
    return { text: strictUtf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252.decode(bytes), encoding: 'windows-1252' };
  }
}

/** The file's delimiter: a spreadsheet in some locales writes `;`; decided by the header line. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const cellText = (value: string) => (NEUTRALISED_FORMULA.test(value) ? value.slice(1) : value).trim();

function* chunksOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += PARSE_CHUNK_CHARS) yield text.slice(at, at + PARSE_CHUNK_CHARS);
}

const tooManyRows = () =>
  new AppError(
    413,
    `The file has more than ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows; an import takes at most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows. Please split it into smaller files`,
    'file',
  );

/** A row of the file as its cells, in the order of the header. */
export interface FileRecord {
  row: number;
  values: string[];
}

/** The file as a spreadsheet shows it: its header row and its other rows, before any layout is read into it. */
export interface RawSheet {
  header: string[];
  records: FileRecord[];
}

/**
 * The rows of the file, numbered as a spreadsheet numbers them; 400 for a file that is not CSV,
 * 413 as soon as row 5,001 is read. Parsed a chunk at a time in slices that give the event loop a
 * turn, so a 20 MB file never holds other requests for more than a slice.
 */
export async function readSheet(text: string): Promise<RawSheet> {
  const slices = eventLoopSlices();
  const parser = Readable.from(chunksOf(text), { objectMode: false }).pipe(
    parse({ bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')), relax_column_count: true }),
  );
  let header: string[] | undefined;
  const records: FileRecord[] = [];
  let index = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      index += 1;
      await slices.pause();
      if (!header) {
        header = record.map((name) => name.trim());
        continue;
      }
      if (record.every((value) => value.trim() === '')) continue;
      if (records.length === PRODUCT_IMPORT_MAX_ROWS) throw tooManyRows();
      records.push({ row: index, values: record.map(cellText) });
    }
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not a readable CSV: ${error.message}`, 'file');
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header) throw badRequest('The file is empty: it needs the header row of the template', 'file');
  return { header, records };
}

export function groupBySku(rows: FileRow[]): FileProduct[] {
  const bySku = new Map<string, FileProduct>();
  const products: FileProduct[] = [];
  for (const row of rows) {
    const sku = row.cells.SKU ?? '';
    const group = sku ? bySku.get(sku) : undefined;
    if (group) {
      group.rows.push(row);
      continue;
    }
    const product = { sku, rows: [row] };
    products.push(product);
    if (sku) bySku.set(sku, product);
  }
  return products;
}
