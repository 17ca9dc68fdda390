import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PACKING_SLIPS_MAX } from '@soko/shared';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.ts';
import {
  type BenchCall,
  benchCalls,
  type DeepPages,
  deepPage,
  FULL_SALES_EXPORT,
  loadFixtures,
  login,
  PACKING_SLIPS,
  type Session,
} from './calls.ts';
import { type CpuReading, cpuPerRequest, readCpu } from './cpu.ts';
import {
  BARE_PATH,
  type BareChildMessage,
  type BareParentMessage,
  type CapturedStatement,
  FLOOR_PATH,
  SERVER_LOG_FILE,
  type ServerChildMessage,
  type ServerParentMessage,
} from './ipc.ts';
import {
  download,
  type Fetched,
  fetchOnce,
  measureAlone,
  measureLoad,
  percentile,
  residentBytesOf,
  startLoad,
} from './measure.ts';
import { measureNotificationStreams, NOTIFICATION_STREAMS_NAME } from './notification-streams.ts';
import {
  IMPORT_IMAGE_HOST,
  measureProductImport,
  PRODUCT_IMPORT_NAME,
  startImportImageServer,
} from './product-import.ts';
import {
  addRatios,
  type BenchResults,
  type CallResult,
  type ExportResult,
  type FullExportResult,
  type PackingSlipsResult,
  printResults,
  readComparison,
  writeResults,
} from './report.ts';
import { BENCH_VENDOR_EMAIL, BENCH_VENDOR_PASSWORD } from './seed-data.ts';

/**
 * `npm run bench`: measures every call of both roles against the database of DATABASE_URL (seeded
 * by `npm run bench:seed`), next to a bare Fastify route that sends the same bytes, and writes the
 * table to bench/results/<date>-<scale>.json. See bench/README.md.
 */

/** Depth of the deep pages, in rows: far past what OFFSET could skip cheaply. */
const ADMIN_DEEP_ROWS = 50_000;
const VENDOR_DEEP_ROWS = 1_000;
/** Connections of the sale-list load that runs during the full export. */
const FULL_EXPORT_LIST_CONNECTIONS = 8;
const MB = 1024 * 1024;
/** The server child's connections carry it, so that its backends can be found in pg_stat_activity. */
const APPLICATION_NAME = `soko-bench-${process.pid}`;

class RefusedError extends Error {}

function positiveNumberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new RefusedError(`${name} must be a positive number, not "${text}".`);
  return value;
}

interface Child<Message> {
  process: ChildProcess;
  port: number;
  next: (type: string) => Promise<Message>;
}

/** Starts a TypeScript file of this folder as a child process (tsx's loader is inherited) and waits for its port. */
async function startChild<Message extends { type: string }>(
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<Child<Message>> {
  // --expose-gc lets the server child collect before a memory reading (notification streams).
  const child = fork(path.join(import.meta.dirname, file), [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const waiting = new Map<string, { resolve: (message: Message) => void; reject: (error: Error) => void }>();
  child.on('message', (message: Message) => {
    waiting.get(message.type)?.resolve(message);
    waiting.delete(message.type);
  });
  child.on('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`${file} exited (code ${code})`));
    waiting.clear();
  });
  const next = (type: string) => new Promise<Message>((resolve, reject) => waiting.set(type, { resolve, reject }));
  const listening = (await next('listening')) as Message & { port?: number };
  if (typeof listening.port !== 'number') throw new Error(`${file} did not report its port`);
  return { process: child, port: listening.port, next };
}

function stopChild(child: Child<{ type: string }> | undefined): void {
  if (!child || child.process.exitCode !== null) return;
  child.process.send({ type: 'stop' } satisfies ServerParentMessage & BareParentMessage);
  // A child stuck in a query still goes, by its own pid.
  setTimeout(() => child.process.kill('SIGKILL'), 5000).unref();
}

async function main() {
  const started = performance.now();
  if (!process.env.DATABASE_URL) {
    throw new RefusedError(
      'DATABASE_URL is not set: point it at a database filled by `npm run bench:seed`, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/soko_bench_small npm run bench',
    );
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const settings = {
    logLevel: config.logLevel,
    connections: Math.round(positiveNumberFromEnv('BENCH_CONNECTIONS', 32)),
    durationSeconds: positiveNumberFromEnv('BENCH_DURATION', 5),
    bareDurationSeconds: positiveNumberFromEnv('BENCH_BARE_DURATION', 2),
    ...(process.env.BENCH_ONLY ? { only: process.env.BENCH_ONLY } : {}),
    ...(process.env.BENCH_COMPARE ? { compare: process.env.BENCH_COMPARE } : {}),
  };
  const compared = settings.compare ? readComparison(settings.compare) : undefined;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let server: Child<ServerChildMessage> | undefined;
  let bare: Child<BareChildMessage> | undefined;
  try {
    const scale = process.env.BENCH_SCALE ?? (await detectScale(client));
    const rows = await rowCounts(client);
    console.log(
      `Soko benchmark, scale ${scale}: ${Object.entries(rows)
        .map(([table, count]) => `${count.toLocaleString('en-AU')} ${table}`)
        .join(', ')}`,
    );
    server = await startChild<ServerChildMessage>('server-child.ts', {
      ...process.env,
      DATABASE_URL: withApplicationName(process.env.DATABASE_URL, APPLICATION_NAME),
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
      IMPORT_IMAGE_HOSTS: IMPORT_IMAGE_HOST,
    });
    bare = await startChild<BareChildMessage>('bare-child.ts', process.env);
    // The load generator yields both cores to the server and PostgreSQL when they want them, so that
    // their figures are not the generator's; the children started above keep the normal priority.
    os.setPriority(os.constants.priority.PRIORITY_LOW);
    console.log(`The load generator runs at nice ${os.getPriority()}`);
    console.log(`The server logs at ${settings.logLevel} to ${SERVER_LOG_FILE}`);
    const bench = benchOf(server, bare, client, settings);
    const admin = await login(bench.baseUrl, config.adminEmail, config.adminPassword);
    const vendor = await login(bench.baseUrl, BENCH_VENDOR_EMAIL, BENCH_VENDOR_PASSWORD);
    const fixtures = await loadFixtures(client, admin, vendor);
    // BENCH_ONLY names one or more calls by a part of their names, separated by `|`.
    const wanted = settings.only?.split('|').filter((part) => part !== '');
    const chosen = (name: string) => !wanted || wanted.some((part) => name.includes(part));
    const selected = (call: BenchCall) => chosen(call.name);
    const placeholder = { path: '', note: '' };
    let deep: DeepPages = { adminSales: placeholder, vendorSales: placeholder, orders: placeholder };
    if (benchCalls(fixtures, deep).some((call) => selected(call) && call.name.includes('deep page'))) {
      process.stdout.write('Walking to the deep pages... ');
      const from = performance.now();
      deep = {
        adminSales: await deepPage(bench.baseUrl, admin.headers, '/api/sale/list', ADMIN_DEEP_ROWS, 1000),
        vendorSales: await deepPage(bench.baseUrl, vendor.headers, '/api/sale/mySales', VENDOR_DEEP_ROWS, 100),
        orders: await deepPage(bench.baseUrl, admin.headers, '/api/order/list', ADMIN_DEEP_ROWS, 1000),
      };
      console.log(`${((performance.now() - from) / 1000).toFixed(1)} s`);
    }
    const calls = benchCalls(fixtures, deep).filter(selected);
    const sessionOf = (call: BenchCall): Session => (call.role === 'admin' ? admin : vendor);
    const jsonCalls = calls.filter((call) => call.kind === 'json');
    const exportCalls = calls.filter((call) => call.kind === 'export');

    console.log(`Warming up ${jsonCalls.length} calls...`);
    const firstAnswers = new Map<string, Fetched>();
    for (const call of jsonCalls) {
      firstAnswers.set(call.name, await fetchOnce(`${bench.baseUrl}${call.path}`, sessionOf(call).headers));
    }
    await measureLoad(`${bench.baseUrl}/api/sale/list`, admin.headers, settings.connections, 2);
    await bench.settle();

    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      scale,
      commit: currentCommit(),
      machine: await machine(client),
      settings,
      rows,
      calls: [],
      exports: [],
    };
    for (const [index, call] of jsonCalls.entries()) {
      process.stdout.write(`  [${index + 1}/${jsonCalls.length}] ${call.name} `);
      const first =
        firstAnswers.get(call.name) ?? (await fetchOnce(`${bench.baseUrl}${call.path}`, sessionOf(call).headers));
      results.calls.push(await measureCall(bench, call, sessionOf(call), first));
    }
    for (const [index, call] of exportCalls.entries()) {
      process.stdout.write(`  [export ${index + 1}/${exportCalls.length}] ${call.name} `);
      results.exports.push(await measureExport(bench, call, sessionOf(call)));
    }
    if (selected(PACKING_SLIPS)) {
      await bench.settle();
      process.stdout.write(`  ${PACKING_SLIPS.name} `);
      results.packingSlips = await measurePackingSlips(bench, client, vendor);
      console.log(`${(results.packingSlips.downloadMs / 1000).toFixed(1)} s`);
    }
    if (chosen(NOTIFICATION_STREAMS_NAME)) {
      await bench.settle();
      process.stdout.write(`  ${NOTIFICATION_STREAMS_NAME} `);
      const serverChild = server;
      const pid = serverChild.process.pid;
      if (pid === undefined) throw new Error('the server child has no pid');
      const heapAfterCollection = async () => {
        const reply = serverChild.next('collected');
        serverChild.process.send({ type: 'collect' } satisfies ServerParentMessage);
        const message = await reply;
        return message.type === 'collected' ? message.heapUsed : Number.NaN;
      };
      results.notificationStreams = await measureNotificationStreams(
        bench.baseUrl,
        admin.headers,
        pid,
        heapAfterCollection,
      );
      const { held, fanOutMs } = results.notificationStreams;
      console.log(`${held} held, ${(fanOutMs / 1000).toFixed(2)} s fan-out`);
    }
    if (selected(FULL_SALES_EXPORT)) {
      await bench.settle();
      process.stdout.write(`  ${FULL_SALES_EXPORT.name}, with the sale list under load `);
      results.fullExport = await measureFullExport(bench, admin);
      console.log(`${(results.fullExport.downloadMs / 1000).toFixed(1)} s`);
    }

    if (chosen(PRODUCT_IMPORT_NAME)) {
      await bench.settle();
      process.stdout.write(`  ${PRODUCT_IMPORT_NAME} `);
      const images = await startImportImageServer();
      try {
        results.productImport = await measureProductImport(
          client,
          bench.baseUrl,
          vendor.headers,
          images.url,
          bench.serverRss,
        );
      } finally {
        await images.close();
      }
      console.log(`${(results.productImport.dryRun.ms / 1000).toFixed(1)} s dry run`);
    }

    if (compared) addRatios(results, compared);
    printResults(results, compared !== undefined);
    const file = writeResults(results, settings.only !== undefined);
    console.log(
      `\nWritten to ${path.relative(process.env.INIT_CWD ?? process.cwd(), file)} ` +
        `(the run took ${((performance.now() - started) / 60_000).toFixed(1)} minutes)`,
    );
  } finally {
    stopChild(server);
    stopChild(bare);
    await client.end();
  }
}

/** The two servers of a run and what the measurements need of them. */
interface Bench {
  baseUrl: string;
  bareUrl: string;
  floorUrl: string;
  settings: { connections: number; durationSeconds: number; bareDurationSeconds: number };
  /** Waits until requests a stopped load left in flight have finished, before the next measurement. */
  settle: () => Promise<void>;
  setBareBody: (contentType: string, body: Buffer) => Promise<void>;
  /** The statements the app sends to PostgreSQL while `request` runs (alone: nothing else may be in flight). */
  captureStatements: (request: () => Promise<unknown>) => Promise<CapturedStatement[]>;
  setFloorStatements: (statements: CapturedStatement[]) => Promise<void>;
  serverRss: () => Promise<number>;
  /** CPU time so far of the server child and of its database backends. */
  cpu: () => Promise<CpuReading>;
}

function benchOf(
  server: Child<ServerChildMessage>,
  bare: Child<BareChildMessage>,
  client: pg.Client,
  settings: Bench['settings'],
): Bench {
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const serverPid = server.process.pid;
  if (serverPid === undefined) throw new Error('the server child has no pid');
  return {
    baseUrl,
    bareUrl: `http://127.0.0.1:${bare.port}${BARE_PATH}`,
    floorUrl: `http://127.0.0.1:${bare.port}${FLOOR_PATH}`,
    settings,
    settle: async () => {
      // The health check queues behind the pool's busy connections, so it answers once they are free.
      await fetchOnce(`${baseUrl}/api/health`, {});
      await sleep(300);
    },
    setBareBody: async (contentType, body) => {
      const acknowledged = bare.next('bodySet');
      bare.process.send({ type: 'body', contentType, base64: body.toString('base64') } satisfies BareParentMessage);
      await acknowledged;
    },
    captureStatements: async (request) => {
      const capturing = server.next('capturing');
      server.process.send({ type: 'capture' } satisfies ServerParentMessage);
      await capturing;
      await request();
      const reply = server.next('captured');
      server.process.send({ type: 'endCapture' } satisfies ServerParentMessage);
      const message = await reply;
      return message.type === 'captured' ? message.statements : [];
    },
    setFloorStatements: async (statements) => {
      const acknowledged = bare.next('statementsSet');
      bare.process.send({ type: 'statements', statements } satisfies BareParentMessage);
      await acknowledged;
    },
    cpu: () => readCpu(serverPid, client, APPLICATION_NAME),
    serverRss: async () => {
      const pid = server.process.pid;
      const fromProc = pid === undefined ? undefined : residentBytesOf(pid);
      if (fromProc !== undefined) return fromProc;
      const reply = server.next('memory');
      server.process.send({ type: 'memory' } satisfies ServerParentMessage);
      const message = await reply;
      return message.type === 'memory' ? message.rss : Number.NaN;
    },
  };
}

/** One request alone, then the concurrent load, then the bare route answering the same bytes under the same load. */
async function measureCall(bench: Bench, call: BenchCall, session: Session, first: Fetched): Promise<CallResult> {
  const url = `${bench.baseUrl}${call.path}`;
  const base: CallResult = {
    name: call.name,
    path: call.path,
    ...(call.note ? { note: call.note } : {}),
    status: first.status,
    bytes: first.body.length,
    aloneP50Ms: Number.NaN,
    requestsPerSecond: 0,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    non2xx: 0,
    errors: 0,
    nodeCpuMsPerRequest: Number.NaN,
    pgCpuMsPerRequest: Number.NaN,
    bareRequestsPerSecond: 0,
    percentOfBare: 0,
    statements: 0,
    floorRequestsPerSecond: 0,
    efficiency: Number.NaN,
  };
  if (first.status !== 200) {
    console.log(`HTTP ${first.status}: ${first.body.toString('utf8').slice(0, 200)}`);
    return base;
  }
  const { connections, durationSeconds, bareDurationSeconds } = bench.settings;
  const alone = await measureAlone(url, session.headers);
  const cpuBefore = await bench.cpu();
  const loaded = await measureLoad(url, session.headers, connections, durationSeconds);
  const cpu = cpuPerRequest(cpuBefore, await bench.cpu(), loaded.requests);
  await bench.settle();
  await bench.setBareBody(first.contentType, first.body);
  const bareLoad = await measureLoad(bench.bareUrl, {}, connections, bareDurationSeconds);
  const percentOfBare =
    bareLoad.requestsPerSecond > 0 ? (loaded.requestsPerSecond / bareLoad.requestsPerSecond) * 100 : 0;
  const floor = await measureFloor(bench, () => fetchOnce(url, session.headers));
  const efficiency = loaded.requestsPerSecond / floor.requestsPerSecond;
  console.log(
    `alone ${alone.p50Ms.toFixed(1)} ms, ${loaded.requestsPerSecond.toFixed(1)} req/s, p99 ${loaded.p99Ms} ms, ` +
      `${percentOfBare.toFixed(2)} % of bare, CPU per request ${cpu.nodeCpuMsPerRequest.toFixed(2)} ms node, ` +
      `${cpu.pgCpuMsPerRequest.toFixed(2)} ms PostgreSQL (load generator ${loaded.generatorCpuMsPerRequest.toFixed(2)} ms), ` +
      `${floor.statements} statements, ` +
      `${(efficiency * 100).toFixed(0)} % of the floor`,
  );
  return {
    ...base,
    aloneP50Ms: alone.p50Ms,
    requestsPerSecond: loaded.requestsPerSecond,
    p50Ms: loaded.p50Ms,
    p99Ms: loaded.p99Ms,
    non2xx: loaded.non2xx,
    errors: loaded.errors,
    ...cpu,
    bareRequestsPerSecond: bareLoad.requestsPerSecond,
    percentOfBare,
    statements: floor.statements,
    floorRequestsPerSecond: floor.requestsPerSecond,
    efficiency,
  };
}

/**
 * The floor route under the same load, after the bare route (which set the bytes it answers): the
 * statements of one request of the call, captured from the app, run through a pool of the app's size.
 */
async function measureFloor(
  bench: Bench,
  request: () => Promise<unknown>,
): Promise<{ statements: number; requestsPerSecond: number }> {
  const statements = await bench.captureStatements(request);
  await bench.setFloorStatements(statements);
  const check = await fetchOnce(bench.floorUrl, {});
  if (check.status !== 200) {
    console.log(`(the floor route failed: HTTP ${check.status} ${check.body.toString('utf8').slice(0, 200)}) `);
    return { statements: statements.length, requestsPerSecond: Number.NaN };
  }
  const { connections, bareDurationSeconds } = bench.settings;
  const load = await measureLoad(bench.floorUrl, {}, connections, bareDurationSeconds);
  return { statements: statements.length, requestsPerSecond: load.requestsPerSecond };
}

/** Whole downloads one after the other: an untimed first one, then up to three timed (fewer when each is long). */
async function measureExport(bench: Bench, call: BenchCall, session: Session): Promise<ExportResult> {
  const url = `${bench.baseUrl}${call.path}`;
  const durations: number[] = [];
  let last = await download(url, session.headers);
  const started = performance.now();
  while (
    last.status === 200 &&
    durations.length < 3 &&
    (durations.length === 0 || performance.now() - started < 20_000)
  ) {
    last = await download(url, session.headers);
    durations.push(last.ms);
  }
  const downloadP50Ms = percentile(durations, 0.5);
  console.log(
    last.status === 200
      ? `${downloadP50Ms.toFixed(0)} ms, ${last.rows.toLocaleString('en-AU')} rows`
      : `HTTP ${last.status}`,
  );
  return { name: call.name, path: call.path, status: last.status, downloadP50Ms, bytes: last.bytes, rows: last.rows };
}

/**
 * One PDF of the pick list and a packing slip for each of the vendor's latest PACKING_SLIPS_MAX
 * sales, timed to its last byte while the server's memory is sampled.
 */
async function measurePackingSlips(bench: Bench, client: pg.Client, vendor: Session): Promise<PackingSlipsResult> {
  const { rows: latest } = await client.query<{ id: string }>(
    'select id from sales where vendor_id = $1 order by created_at desc, id desc limit $2',
    [vendor.userId, PACKING_SLIPS_MAX],
  );
  const saleIds = latest.map((row) => row.id);
  const rssBefore = await bench.serverRss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    void bench.serverRss().then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
    });
  }, 100);
  try {
    const downloaded = await download(`${bench.baseUrl}${PACKING_SLIPS.path}`, vendor.headers, { saleIds });
    return {
      name: PACKING_SLIPS.name,
      path: PACKING_SLIPS.path,
      sales: saleIds.length,
      status: downloaded.status,
      downloadMs: downloaded.ms,
      bytes: downloaded.bytes,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: rssPeak / MB,
      rssGrowthMb: (rssPeak - rssBefore) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The whole sales export, while the server's memory is sampled and the sale list keeps being asked for. */
async function measureFullExport(bench: Bench, admin: Session): Promise<FullExportResult> {
  const rssBefore = await bench.serverRss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    void bench.serverRss().then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
    });
  }, 100);
  const listPath = '/api/sale/list';
  const listLoad = startLoad(`${bench.baseUrl}${listPath}`, admin.headers, FULL_EXPORT_LIST_CONNECTIONS);
  try {
    // The list load reaches its pace before the export starts.
    await sleep(1000);
    const downloaded = await download(`${bench.baseUrl}${FULL_SALES_EXPORT.path}`, admin.headers);
    const list = await listLoad.stop();
    await bench.settle();
    return {
      name: FULL_SALES_EXPORT.name,
      path: FULL_SALES_EXPORT.path,
      status: downloaded.status,
      downloadMs: downloaded.ms,
      bytes: downloaded.bytes,
      rows: downloaded.rows,
      rssBeforeMb: rssBefore / MB,
      rssPeakMb: rssPeak / MB,
      rssGrowthMb: (rssPeak - rssBefore) / MB,
      concurrentList: {
        path: listPath,
        connections: FULL_EXPORT_LIST_CONNECTIONS,
        requestsPerSecond: list.requestsPerSecond,
        p50Ms: list.p50Ms,
        p99Ms: list.p99Ms,
        non2xx: list.non2xx,
        errors: list.errors,
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

function withApplicationName(databaseUrl: string, applicationName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/** The code measured: the commit, marked when the working tree had changes on top of it. */
function currentCommit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The seed's two sizes differ tenfold, so the number of sales tells them apart. */
async function detectScale(client: pg.Client): Promise<string> {
  const result = await client.query<{ sales: string }>('select count(*)::text as sales from sales');
  const sales = Number(result.rows[0]?.sales ?? 0);
  if (sales === 0) throw new RefusedError('The database has no sales: run `npm run bench:seed` first.');
  return sales >= 500_000 ? 'large' : 'small';
}

async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const tables = ['users', 'products', 'orders', 'sales', 'sale_items', 'payouts', 'messages', 'audit_log'];
  const result = await client.query<{ name: string; rows: string }>(
    tables.map((table) => `select '${table}' as name, count(*)::text as rows from ${table}`).join(' union all '),
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.rows)]));
}

async function machine(client: pg.Client): Promise<BenchResults['machine']> {
  const result = await client.query<{ version: string }>('show server_version');
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: result.rows[0]?.version ?? 'unknown',
    platform: `${os.platform()} ${os.release()}`,
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof RefusedError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
