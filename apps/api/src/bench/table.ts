import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchResults, CallResult } from './report.ts';

/**
 * `npm run bench:table -- <large.json> <small.json>`: the Markdown table of every call of two runs
 * (README and docs/benchmark.md) and the counts against issue 32's targets, so that the documents
 * show a run's own figures rather than copied ones.
 */

const P99_TARGET_MS = 100;
const SCALE_RATIO_TARGET = 1.5;
const EFFICIENCY_TARGET = 0.7;
/** The calls that answer a page of a list (efficiency and the Node-versus-PostgreSQL target apply to them). */
const isList = (name: string) => /list|inbox|audit log/.test(name);

function read(file: string): BenchResults {
  return JSON.parse(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8')) as BenchResults;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-AU');
const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '' : value.toFixed(digits));

function row(cells: string[], widths: number[]): string {
  return `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`;
}

function main() {
  const [largeFile, smallFile] = process.argv.slice(2);
  if (!largeFile || !smallFile) throw new Error('usage: npm run bench:table -- <large.json> <small.json>');
  const large = read(largeFile);
  const small = read(smallFile);
  const smallByName = new Map(small.calls.map((call) => [call.name, call]));
  const header = [
    'call (large unless said)',
    'req/s at 32',
    'p99 ms',
    'p99 ms small',
    'large/small alone',
    'node CPU ms',
    'PG CPU ms',
    'statements',
    'efficiency %',
  ];
  const lines = large.calls.map((call: CallResult) => {
    const other = smallByName.get(call.name);
    return [
      call.name,
      whole(call.requestsPerSecond),
      whole(call.p99Ms),
      other ? whole(other.p99Ms) : '',
      other ? fixed(call.aloneP50Ms / other.aloneP50Ms) : '',
      fixed(call.nodeCpuMsPerRequest),
      fixed(call.pgCpuMsPerRequest),
      String(call.statements ?? ''),
      call.efficiency === undefined ? '' : whole(call.efficiency * 100),
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
  console.log(row(header, widths));
  console.log(
    `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(row(line, widths));

  const lists = large.calls.filter((call) => isList(call.name));
  const count = (calls: CallResult[], test: (call: CallResult) => boolean) => calls.filter(test).length;
  const ratioMet = count(large.calls, (call) => {
    const other = smallByName.get(call.name);
    return other !== undefined && call.aloneP50Ms / other.aloneP50Ms <= SCALE_RATIO_TARGET;
  });
  console.log(
    [
      '',
      `${large.date} ${large.scale} (${large.commit}) and ${small.date} ${small.scale} (${small.commit}):`,
      `- p99 <= ${P99_TARGET_MS} ms at ${large.settings.connections} connections: ${count(large.calls, (call) => call.p99Ms <= P99_TARGET_MS)} of ${large.calls.length} at large, ${count(small.calls, (call) => call.p99Ms <= P99_TARGET_MS)} of ${small.calls.length} at small`,
      `- large/small <= ${SCALE_RATIO_TARGET} alone: ${ratioMet} of ${large.calls.length}`,
      `- efficiency >= ${EFFICIENCY_TARGET * 100} % on lists: ${count(lists, (call) => (call.efficiency ?? 0) >= EFFICIENCY_TARGET)} of ${lists.length}`,
      `- node CPU <= PostgreSQL CPU on lists: ${count(lists, (call) => call.nodeCpuMsPerRequest <= call.pgCpuMsPerRequest)} of ${lists.length}`,
    ].join('\n'),
  );
}

main();
