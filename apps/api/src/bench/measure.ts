import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** How the benchmark measures: sequential requests, concurrent load (autocannon) and full downloads. */

export type Headers = Record<string, string>;

export interface Fetched {
  status: number;
  contentType: string;
  body: Buffer;
}

export async function fetchOnce(url: string, headers: Headers): Promise<Fetched> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface AloneResult {
  p50Ms: number;
  samples: number;
}

/** One request at a time, each read to its last byte: what one user waits, with nothing else running. */
export async function measureAlone(
  url: string,
  headers: Headers,
  limits = { maxRequests: 20, minRequests: 3, maxMs: 3000 },
): Promise<AloneResult> {
  const durations: number[] = [];
  const started = performance.now();
  while (
    durations.length < limits.minRequests ||
    (durations.length < limits.maxRequests && performance.now() - started < limits.maxMs)
  ) {
    const from = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    durations.push(performance.now() - from);
  }
  return { p50Ms: percentile(durations, 0.5), samples: durations.length };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  /** CPU of this process (the load generator) per request answered, in ms. */
  generatorCpuMsPerRequest: number;
}

const REQUEST_TIMEOUT_SECONDS = 30;

function loadResultOf(result: autocannon.Result, cpuFrom: NodeJS.CpuUsage): LoadResult {
  const used = process.cpuUsage(cpuFrom);
  return {
    generatorCpuMsPerRequest: result.requests.total > 0 ? (used.user + used.system) / 1000 / result.requests.total : 0,
    // Completed requests over the run: the per-second average hides calls slower than a second.
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function measureLoad(
  url: string,
  headers: Headers,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const cpuFrom = process.cpuUsage();
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  return loadResultOf(result, cpuFrom);
}

/** A load that runs until stopped, to measure other requests while something else happens. */
export function startLoad(url: string, headers: Headers, connections: number): { stop: () => Promise<LoadResult> } {
  let instance: autocannon.Instance | undefined;
  const cpuFrom = process.cpuUsage();
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, headers, connections, duration: 3600, timeout: REQUEST_TIMEOUT_SECONDS },
      (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    stop: async () => {
      instance?.stop();
      return loadResultOf(await finished, cpuFrom);
    },
  };
}

export interface DownloadResult {
  ms: number;
  bytes: number;
  /** Lines after the header line. */
  rows: number;
  status: number;
}

/** Reads a response to its end as it streams, counting its bytes and lines without keeping them. */
export async function download(
  url: string,
  headers: Headers,
  /** A POST of this JSON body rather than a GET. */
  body?: unknown,
): Promise<DownloadResult> {
  const from = performance.now();
  const response = await fetch(
    url,
    body === undefined
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  let bytes = 0;
  let lines = 0;
  let lastByte = 0x0a;
  if (response.body) {
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines++;
      lastByte = chunk.at(-1) ?? lastByte;
    }
  }
  if (lastByte !== 0x0a) lines++;
  return { ms: performance.now() - from, bytes, rows: Math.max(0, lines - 1), status: response.status };
}

/** Resident memory of another process, from Linux's /proc; undefined elsewhere. */
export function residentBytesOf(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
