import { Readable } from 'node:stream';
import { type ArchiverError, ZipArchive } from 'archiver';
import type { AppDeps } from '../../deps.ts';
import { type CsvValue, csvStream, keysetBatches } from '../../lib/csv-stream.ts';
import { recordAudit } from '../audit/index.ts';
import {
  accountDatasets,
  buyerDatasets,
  type ExportDataset,
  type ExportKey,
  type ExportRow,
  readExportBatch,
} from './export.repo.ts';

type ExportDeps = Pick<AppDeps, 'db' | 'log'>;

const keyOf = (row: ExportRow): ExportKey => ({ at: row._key_at, id: row._key_id });

function batchesOf(db: ExportDeps['db'], dataset: ExportDataset) {
  return keysetBatches((after: ExportKey | undefined, limit) => readExportBatch(db, dataset, after, limit), keyOf);
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A JSON array of the dataset's rows, written a batch at a time. */
function jsonStream(db: ExportDeps['db'], dataset: ExportDataset): Readable {
  async function* chunks() {
    yield '[';
    let first = true;
    for await (const batch of batchesOf(db, dataset)) {
      for (const row of batch) {
        const record = Object.fromEntries(dataset.columns.map((column) => [column, plain(row[column])]));
        yield `${first ? '\n' : ',\n'}  ${JSON.stringify(record)}`;
        first = false;
      }
    }
    yield first ? ']\n' : '\n]\n';
  }
  return Readable.from(chunks());
}

function readme(title: string, datasets: ExportDataset[], at: Date): string {
  return [
    title,
    '='.repeat(title.length),
    '',
    `Made ${at.toISOString()} by the Soko Seller Centre, under Australian Privacy Principle 12.`,
    'Each file comes twice: as CSV (for spreadsheets) and as JSON. Amounts are in cents; times are UTC.',
    '',
    ...datasets.map((dataset) => `- ${dataset.name}.csv / ${dataset.name}.json: ${dataset.description}`),
    '',
    'What Soko keeps, for how long and why is in its privacy policy. Ask the Soko team to correct',
    'anything here that is wrong.',
    '',
  ].join('\n');
}

/**
 * A ZIP of the datasets, streamed: each file is read from the database a batch at a time as the
 * client reads the ZIP, so an export of any size holds about one batch in memory. A file that
 * cannot be read (the database gone mid-export) ends the ZIP with its error, logged once: the
 * archiver would otherwise wait on that file for ever, and its error would reach no listener.
 */
function zipOf(deps: ExportDeps, title: string, datasets: ExportDataset[], at: Date): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    deps.log.error({ err: error }, 'data export failed');
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const entry = (source: Readable, name: string) => {
    source.once('error', fail);
    zip.append(source, { name, date: at });
  };
  zip.on('warning', (warning: ArchiverError) => deps.log.warn({ err: warning }, 'data export: warning while zipping'));
  zip.append(readme(title, datasets, at), { name: 'README.txt', date: at });
  for (const dataset of datasets) {
    const toRecord = (row: ExportRow) => dataset.columns.map((column) => csvValue(row[column]));
    entry(csvStream(batchesOf(deps.db, dataset), dataset.columns, toRecord), `${dataset.name}.csv`);
    entry(jsonStream(deps.db, dataset), `${dataset.name}.json`);
  }
  void zip.finalize().catch(fail);
  return zip;
}

/** Everything held about an account (APP 12), for its owner or the super admin; audited. */
export async function exportAccountData(
  deps: ExportDeps & Pick<AppDeps, 'clock'>,
  actorId: string,
  userId: string,
): Promise<Readable> {
  const at = deps.clock.now();
  await recordAudit(deps.db, { actorId, action: 'privacy.export', entityType: 'user', entityId: userId });
  return zipOf(deps, 'Your data at Soko', accountDatasets(userId), at);
}

/** Everything held about a buyer, found by their email (staff, for a buyer's request); audited without the email. */
export async function exportBuyerData(
  deps: ExportDeps & Pick<AppDeps, 'clock'>,
  actorId: string,
  email: string,
): Promise<Readable> {
  const at = deps.clock.now();
  await recordAudit(deps.db, {
    actorId,
    action: 'privacy.buyer_export',
    entityType: 'buyer',
    entityId: 'by email',
  });
  return zipOf(deps, 'What Soko holds about a buyer', buyerDatasets(email), at);
}
