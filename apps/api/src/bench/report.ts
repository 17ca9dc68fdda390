import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductImportResult } from './product-import.ts';

/** The results of `npm run bench`: the printed table and the JSON file under bench/results. */

export interface CallResult {
  name: string;
  path: string;
  note?: string;
  status: number;
  bytes: number;
  aloneP50Ms: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time of the server's Node process over the load at `connections`, per request answered. */
  nodeCpuMsPerRequest: number;
  /** The same of the PostgreSQL backends serving the server's pool. */
  pgCpuMsPerRequest: number;
  bareRequestsPerSecond: number;
  percentOfBare: number;
  /** Statements the app sent to PostgreSQL for one request of the call. */
  statements: number;
  /** The floor route (those statements through a pool of the app's size, then the same bytes) under the same load. */
  floorRequestsPerSecond: number;
  /** requestsPerSecond over floorRequestsPerSecond: 1 is an app that costs no more than its queries. */
  efficiency: number;
  /** This run over the compared run (BENCH_COMPARE), by the same call's name. */
  ratioAlone?: number;
  ratioP50?: number;
}

export interface ExportResult {
  name: string;
  path: string;
  status: number;
  downloadP50Ms: number;
  bytes: number;
  rows: number;
  ratio?: number;
}

export interface FullExportResult {
  name: string;
  path: string;
  status: number;
  downloadMs: number;
  bytes: number;
  rows: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  concurrentList: {
    path: string;
    connections: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    non2xx: number;
    errors: number;
  };
}

/** What a thousand open notification streams of one person cost the server. */
export interface NotificationStreamsResult {
  name: string;
  /** Opened, one after another, by one person in one session. */
  streams: number;
  /** Still open once all were opened: the server replaces the oldest past its caps. */
  held: number;
  /** From the first connection to every stream's first event, or its replacement. */
  openMs: number;
  rssBeforeMb: number;
  rssOpenMb: number;
  /** The server's heap in use after a full collection, with the streams open, less before. */
  heapKb: number;
  /** The server's CPU while the streams sit open, as a share of one core. */
  idleCpuPercent: number;
  /** From one change the person's streams all hear to the last stream's event. */
  fanOutMs: number;
}

/** One PDF of the pick list and PACKING_SLIPS_MAX packing slips, with the server's memory around it. */
export interface PackingSlipsResult {
  name: string;
  path: string;
  sales: number;
  status: number;
  downloadMs: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

export interface BenchResults {
  date: string;
  scale: string;
  commit: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; postgres: string; platform: string };
  settings: {
    /** The server's LOG_LEVEL: its default (info) unless set, as deployed. */
    logLevel: string;
    connections: number;
    durationSeconds: number;
    bareDurationSeconds: number;
    only?: string;
    compare?: string;
  };
  rows: Record<string, number>;
  calls: CallResult[];
  exports: ExportResult[];
  fullExport?: FullExportResult;
  packingSlips?: PackingSlipsResult;
  notificationStreams?: NotificationStreamsResult;
  productImport?: ProductImportResult;
}

const milliseconds = (ms: number) =>
  Number.isFinite(ms) ? (ms < 10 ? ms.toFixed(1) : Math.round(ms).toLocaleString('en-AU')) : '-';
/** CPU per request is a fraction of a millisecond to a few: two decimals. */
const cpuMilliseconds = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : '-');
const perSecond = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-AU'));
const ratio = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '' : value.toFixed(2));

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function printResults(results: BenchResults, comparing: boolean): void {
  const problem = (result: { status: number; non2xx?: number; errors?: number }) =>
    result.status !== 200
      ? ` (HTTP ${result.status})`
      : (result.non2xx ?? 0) + (result.errors ?? 0) > 0
        ? ' (errors)'
        : '';
  if (results.calls.length > 0) {
    console.log(
      `\n${table(
        [
          'call',
          'alone p50 ms',
          `req/s @${results.settings.connections}`,
          'p50 ms',
          'p99 ms',
          'node CPU ms/req',
          'pg CPU ms/req',
          '% of bare',
          'queries',
          'efficiency %',
          ...(comparing ? ['x alone', 'x p50'] : []),
        ],
        results.calls.map((call) => [
          `${call.name}${problem(call)}`,
          milliseconds(call.aloneP50Ms),
          perSecond(call.requestsPerSecond),
          milliseconds(call.p50Ms),
          milliseconds(call.p99Ms),
          cpuMilliseconds(call.nodeCpuMsPerRequest),
          cpuMilliseconds(call.pgCpuMsPerRequest),
          call.percentOfBare.toFixed(call.percentOfBare < 1 ? 2 : 1),
          String(call.statements),
          Number.isFinite(call.efficiency) ? (call.efficiency * 100).toFixed(0) : '-',
          ...(comparing ? [ratio(call.ratioAlone), ratio(call.ratioP50)] : []),
        ]),
      )}`,
    );
  }
  if (results.exports.length > 0) {
    console.log(
      `\n${table(
        ['export (one connection)', 'download p50 ms', 'rows', 'MB', ...(comparing ? ['x p50'] : [])],
        results.exports.map((item) => [
          `${item.name}${problem(item)}`,
          milliseconds(item.downloadP50Ms),
          item.rows.toLocaleString('en-AU'),
          (item.bytes / 1e6).toFixed(1),
          ...(comparing ? [ratio(item.ratio)] : []),
        ]),
      )}`,
    );
  }
  const slips = results.packingSlips;
  if (slips) {
    console.log(
      `\n${slips.name}${problem(slips)}: ${slips.sales} sales, ${(slips.bytes / 1e6).toFixed(1)} MB in ` +
        `${(slips.downloadMs / 1000).toFixed(1)} s; server RSS ${slips.rssBeforeMb.toFixed(0)} MB -> peak ` +
        `${slips.rssPeakMb.toFixed(0)} MB (growth ${slips.rssGrowthMb.toFixed(0)} MB).`,
    );
  }
  const streams = results.notificationStreams;
  if (streams) {
    console.log(
      `\n${streams.name}: ${streams.streams.toLocaleString('en-AU')} opened in ${(streams.openMs / 1000).toFixed(1)} s, ` +
        `${streams.held.toLocaleString('en-AU')} held (the others replaced); ` +
        `server RSS ${streams.rssBeforeMb.toFixed(0)} MB -> ${streams.rssOpenMb.toFixed(0)} MB ` +
        `(heap ${streams.heapKb.toFixed(0)} KB more), idle CPU ${streams.idleCpuPercent.toFixed(1)} % of a core; ` +
        `one change reaches every stream held in ${milliseconds(streams.fanOutMs)} ms.`,
    );
  }
  printProductImport(results.productImport);
  const full = results.fullExport;
  if (full) {
    const list = full.concurrentList;
    console.log(
      `\n${full.name}${problem(full)}: ${full.rows.toLocaleString('en-AU')} rows, ${(full.bytes / 1e6).toFixed(1)} MB in ` +
        `${(full.downloadMs / 1000).toFixed(1)} s; server RSS ${full.rssBeforeMb.toFixed(0)} MB -> peak ` +
        `${full.rssPeakMb.toFixed(0)} MB (growth ${full.rssGrowthMb.toFixed(0)} MB). Meanwhile ${list.path} at ` +
        `${list.connections} connections: ${perSecond(list.requestsPerSecond)} req/s, p50 ${milliseconds(list.p50Ms)} ms, ` +
        `p99 ${milliseconds(list.p99Ms)} ms${list.non2xx + list.errors > 0 ? `, ${list.non2xx + list.errors} errors` : ''}.`,
    );
  }
}

function printProductImport(result: ProductImportResult | undefined): void {
  if (!result) return;
  const { dryRun, apply } = result;
  console.log(
    `\n${result.name}: dry run HTTP ${dryRun.status} in ${(dryRun.ms / 1000).toFixed(1)} s (server memory +${dryRun.rssGrowthMb.toFixed(0)} MB); ` +
      `applied in the background ${apply.status === 200 ? '' : `(failed, ${apply.status}) `}in ${(apply.ms / 1000).toFixed(1)} s from sending to done, ${apply.created.toLocaleString('en-AU')} created, ` +
      `${apply.errors} errors (server memory +${apply.rssGrowthMb.toFixed(0)} MB).`,
  );
}

export function readComparison(file: string): BenchResults {
  return JSON.parse(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8')) as BenchResults;
}

export function addRatios(results: BenchResults, compared: BenchResults): void {
  const calls = new Map(compared.calls.map((call) => [call.name, call]));
  for (const call of results.calls) {
    const other = calls.get(call.name);
    if (!other) continue;
    call.ratioAlone = call.aloneP50Ms / other.aloneP50Ms;
    call.ratioP50 = call.p50Ms / other.p50Ms;
  }
  const exports = new Map(compared.exports.map((item) => [item.name, item]));
  for (const item of results.exports) {
    const other = exports.get(item.name);
    if (other) item.ratio = item.downloadP50Ms / other.downloadP50Ms;
  }
}

/** Repository root: this file is apps/api/src/bench/report.ts. */
export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../../bench/results');

export function writeResults(results: BenchResults, partial: boolean): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${results.date}-${results.scale}${partial ? '-partial' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
