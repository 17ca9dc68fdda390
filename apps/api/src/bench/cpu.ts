import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU time of the server child and of the PostgreSQL backends serving its pool, read from Linux's
 * /proc around a load, per request answered. PostgreSQL must run on this machine (its backends'
 * /proc readable); elsewhere the figures are NaN.
 */

/** /proc counts in clock ticks of USER_HZ, 100 a second on Linux (`getconf CLK_TCK`). */
const MS_PER_TICK = 10;

/** User and system CPU time of a process (all its threads) in ms; undefined when it is gone or unreadable. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command, may hold spaces and parentheses: fields are counted from after its last `)`.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so utime and stime (fields 14 and 15) are fields[11] and fields[12].
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}

export interface CpuReading {
  serverMs: number;
  /** By backend pid, the backends whose connection carries the server child's application_name. */
  backendMs: Map<number, number>;
}

export async function readCpu(serverPid: number, client: pg.Client, applicationName: string): Promise<CpuReading> {
  const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
    applicationName,
  ]);
  const backendMs = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMsOf(pid);
    if (ms !== undefined) backendMs.set(pid, ms);
  }
  return { serverMs: cpuMsOf(serverPid) ?? Number.NaN, backendMs };
}

export interface CpuPerRequest {
  nodeCpuMsPerRequest: number;
  pgCpuMsPerRequest: number;
}

/**
 * CPU used between two readings over the requests answered. A backend first seen at the end (a
 * connection the pool opened during the load) counts from 0, its start-up included. A backend gone
 * by the end (the pool closed it, or it failed) is lost with what it used during the load: the
 * warm-up before the measurements fills the pool, and its connections idle out only after 30 s.
 * Requests still in flight when the load stops are not counted but part of their CPU is, which
 * overstates the figures by at most the connections' share of the requests. No backend found (a
 * PostgreSQL on another machine) gives NaN for the database.
 */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuPerRequest {
  if (requests === 0) return { nodeCpuMsPerRequest: Number.NaN, pgCpuMsPerRequest: Number.NaN };
  let pgMs = after.backendMs.size === 0 ? Number.NaN : 0;
  for (const [pid, ms] of after.backendMs) pgMs += ms - (before.backendMs.get(pid) ?? 0);
  return {
    nodeCpuMsPerRequest: (after.serverMs - before.serverMs) / requests,
    pgCpuMsPerRequest: pgMs / requests,
  };
}
