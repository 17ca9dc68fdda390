import { readFileSync } from 'node:fs';

/**
 * Where a server's CPU went: a summary of a V8 `.cpuprofile` (as `node --cpu-prof` writes it) by
 * function and by package, over the busy stretch of a load.
 *
 *   npx tsx apps/api/src/bench/profile-summary.ts CPU.….cpuprofile [--requests N] [--top 25]
 *     [--from MS --to MS]
 *
 * - The window: by default the longest run of whole seconds in which the main thread was busy at
 *   least half of the time (a load after a pause, without start-up and shutdown); `--from`/`--to`
 *   (ms since the profile started) choose it by hand.
 * - Busy: every sample but `(idle)`; `(program)` (V8 and Node's native code outside JavaScript) and
 *   `(garbage collector)` count as busy. Percentages are of the busy time of the window.
 * - Self: the function on top of the stack. Inclusive: the function anywhere on the stack, counted
 *   once per sample however often it recurses.
 * - Package: the folder after the last `node_modules/` (drizzle-orm, pg, pino, …); our code by file
 *   under `apps/api/src/`; `node:` for Node's own JavaScript; `(native)` for V8 builtins without
 *   a script (JSON.stringify, RegExp, …). "Charged" gives `node:` and `(native)` time to the nearest
 *   caller that belongs to a package or to our code (so a Buffer copy inside pg counts for pg).
 * - `--requests N` (the requests answered in the window, e.g. autocannon's total) adds ms per request.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === '') return SPECIAL.has(functionName) ? functionName : '(native)';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  if (path.startsWith('node:')) return 'node:';
  const ours = path.indexOf('apps/api/src/');
  if (ours >= 0) return path.slice(ours + 'apps/api/'.length);
  const shared = path.indexOf('packages/shared/');
  if (shared >= 0) return '@soko/shared';
  return path;
}

function functionKey(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (frame.url === '') return name;
  const path = decodeURIComponent(frame.url.replace(/^file:\/\//, ''));
  const modules = path.lastIndexOf('node_modules/');
  const where = modules >= 0 ? path.slice(modules + 'node_modules/'.length) : packageOf(frame);
  return `${name} ${where === 'node:' ? path : where}:${frame.lineNumber + 1}`;
}

function isLibraryOrOurs(pkg: string): boolean {
  return pkg !== 'node:' && pkg !== '(native)' && !SPECIAL.has(pkg);
}

function parseArgs(argv: string[]) {
  const [file, ...rest] = argv;
  if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--requests N] [--top N] [--from MS --to MS]');
  const option = (name: string) => {
    const at = rest.indexOf(`--${name}`);
    return at >= 0 ? Number(rest[at + 1]) : undefined;
  };
  return { file, requests: option('requests'), top: option('top') ?? 25, from: option('from'), to: option('to') };
}

/** The longest run of whole seconds busy at least half of the time, in ms since the profile started. */
function busiestWindow(times: number[], weights: number[], idle: boolean[]): [number, number] {
  const end = times.at(-1) ?? 0;
  const busy = new Array<number>(Math.ceil(end / 1000) + 1).fill(0);
  times.forEach((t, i) => {
    const second = Math.floor(t / 1000);
    if (!idle[i]) busy[second] = (busy[second] ?? 0) + (weights[i] ?? 0);
  });
  let best: [number, number] = [0, end];
  let bestLength = 0;
  let start = -1;
  busy.forEach((ms, second) => {
    const busyEnough = ms >= 500;
    if (busyEnough && start < 0) start = second;
    if ((!busyEnough || second === busy.length - 1) && start >= 0) {
      const stop = busyEnough ? second + 1 : second;
      if (stop - start > bestLength) {
        bestLength = stop - start;
        best = [start * 1000, stop * 1000];
      }
      start = -1;
    }
  });
  return best;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const profile = JSON.parse(readFileSync(args.file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // Sample i lasts until sample i + 1 (timeDeltas[i + 1]); its time is when it was taken.
  const times: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    times.push(clock / 1000);
  }
  const weights = profile.samples.map((_, i) => (profile.timeDeltas[i + 1] ?? 0) / 1000);
  const idle = profile.samples.map((id) => byId.get(id)?.callFrame.functionName === '(idle)');
  const [from, to] =
    args.from !== undefined && args.to !== undefined ? [args.from, args.to] : busiestWindow(times, weights, idle);

  const selfByFunction = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const chargedByPackage = new Map<string, number>();
  const inclusiveByPackage = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  let windowMs = 0;

  profile.samples.forEach((leafId, i) => {
    const t = times[i] ?? 0;
    if (t < from || t >= to) return;
    const ms = weights[i] ?? 0;
    windowMs += ms;
    if (idle[i]) return;
    busyMs += ms;
    const stack: CallFrame[] = [];
    for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node && node.callFrame.functionName !== '(root)') stack.push(node.callFrame);
    }
    const leaf = stack[0];
    if (!leaf) return;
    add(selfByFunction, functionKey(leaf), ms);
    add(selfByPackage, packageOf(leaf), ms);
    const charged = stack.map(packageOf).find(isLibraryOrOurs) ?? packageOf(leaf);
    add(chargedByPackage, charged, ms);
    for (const key of new Set(stack.map(functionKey))) add(inclusiveByFunction, key, ms);
    for (const pkg of new Set(stack.map(packageOf))) add(inclusiveByPackage, pkg, ms);
  });

  const percent = (ms: number) => `${((100 * ms) / busyMs).toFixed(1)} %`;
  const perRequest = (ms: number) => (args.requests ? `${(ms / args.requests).toFixed(3)}` : '');
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

  console.log(
    `window ${(from / 1000).toFixed(0)}-${(to / 1000).toFixed(0)} s of ${(profile.endTime - profile.startTime) / 1e6} s`,
  );
  console.log(
    `busy ${busyMs.toFixed(0)} ms of ${windowMs.toFixed(0)} ms (${((100 * busyMs) / windowMs).toFixed(1)} %)`,
  );
  if (args.requests)
    console.log(`requests ${args.requests}: ${(busyMs / args.requests).toFixed(3)} ms busy per request`);

  console.log('\nBy package (charged: node:/native time to the nearest package or file of ours that called it)\n');
  console.log(row(['package', 'self', 'charged', 'charged ms/req', 'inclusive']));
  console.log(row(['---', '---:', '---:', '---:', '---:']));
  for (const [pkg, ms] of sorted(chargedByPackage).slice(0, args.top)) {
    console.log(
      row([
        pkg,
        percent(selfByPackage.get(pkg) ?? 0),
        percent(ms),
        perRequest(ms),
        percent(inclusiveByPackage.get(pkg) ?? 0),
      ]),
    );
  }

  console.log('\nBy function, self time\n');
  console.log(row(['function', 'self', 'self ms/req', 'inclusive']));
  console.log(row(['---', '---:', '---:', '---:']));
  for (const [key, ms] of sorted(selfByFunction).slice(0, args.top)) {
    console.log(row([key, percent(ms), perRequest(ms), percent(inclusiveByFunction.get(key) ?? 0)]));
  }

  console.log('\nBy function, inclusive time\n');
  console.log(row(['function', 'inclusive', 'ms/req']));
  console.log(row(['---', '---:', '---:']));
  for (const [key, ms] of sorted(inclusiveByFunction).slice(0, args.top)) {
    console.log(row([key, percent(ms), perRequest(ms)]));
  }
}

main();
