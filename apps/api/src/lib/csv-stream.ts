import { pipeline, Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';
import { CsvAmount, neutraliseFormula } from './csv.ts';

/** Rows an export reads from the database at a time: few queries, and little held in memory. */
const EXPORT_BATCH_SIZE = 1000;

export type CsvValue = string | number | CsvAmount;

/**
 * Every row of a query, in its order, a batch at a time: each batch is read after the last row of
 * the one before (keyset: the sort key, then the id, so that equal keys neither repeat nor skip a
 * row). No transaction or connection is held between batches (PGlite has a single one), and a late
 * batch costs what the first does. The next batch is read only when the consumer asks for it.
 */
export async function* keysetBatches<Row, Key>(
  readBatch: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await readBatch(after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = keyOf(last);
  }
}

/** Spaces at either end of a field, which a spreadsheet would trim unless the field is quoted. */
const EDGE_SPACE = /^\s|\s$/;

/** Our own amounts go out as written; any other object has no place in a CSV. */
function amountText(value: object): string {
  if (value instanceof CsvAmount) return value.text;
  throw new TypeError('a CSV field must be text, a number or an amount');
}

const FORMATS = {
  /**
   * For spreadsheet programs: a byte order mark so that they read UTF-8 (names with accents), CRLF
   * lines (RFC 4180), quotes only where needed.
   */
  spreadsheet: {
    bom: true,
    record_delimiter: 'windows',
    // Some readers end a record at a lone CR or LF too, not only at the CRLF between records.
    quote_record_delimiter: true,
    quoted_match: EDGE_SPACE,
    cast: { string: (value) => neutraliseFormula(value), object: amountText },
  },
  /**
   * One record per line, every field quoted: the web app counts line breaks to show a download's
   * progress, so breaks inside a field become spaces. The header stays bare, as it always was.
   */
  lines: {
    // The byte order mark too, as every export carries it: spreadsheets then read the names right.
    bom: true,
    record_delimiter: 'unix',
    quoted: true,
    quoted_empty: true,
    cast: {
      object: amountText,
      string: (value, context) =>
        context.header ? { value, quoted: false } : neutraliseFormula(value.replace(/[\r\n]+/g, ' ')),
    },
  },
} satisfies Record<string, Options>;

export type CsvFormat = keyof typeof FORMATS;

/**
 * A CSV file of the rows of `batches`: the header, then one record per row, text that a
 * spreadsheet would run as a formula neutralised. The stream asks for the next batch only when
 * what it has is read (backpressure), so an export of any size holds about one batch, and other
 * requests run between batches. An error while reading destroys the stream: Fastify then answers
 * 500 if nothing was sent yet, or cuts the download short and logs the error.
 */
export function csvStream<Row>(
  batches: AsyncIterable<readonly Row[]>,
  header: readonly string[],
  record: (row: Row) => CsvValue[],
  format: CsvFormat = 'spreadsheet',
): Readable {
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield record(row);
  }
  // pipeline passes an error of either stream on to the other, and stops the reading when the
  // client goes away; the returned stream carries the error to whoever reads it.
  return pipeline(
    Readable.from(records()),
    stringify({ ...FORMATS[format], header: true, columns: header }),
    () => undefined,
  );
}
