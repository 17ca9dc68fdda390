/**
 * What open notification streams cost one instance: opens 1,000 streams (the super admin's session,
 * each its own connection) against an app on an in-memory PGlite, then reads the process's memory
 * and its CPU over 10 idle seconds, and the time for one notice to reach every stream.
 *
 *   cd apps/api && npx tsx src/bench/notification-streams.ts [streams]
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { notify } from '../modules/notifications/index.ts';
import { ensureSuperAdmin } from '../modules/users/index.ts';

const STREAMS = Number(process.argv[2] ?? 1_000);
const IDLE_MS = 10_000;

const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    DATA_DIR: '/tmp/soko-bench-streams-unused',
    LOG_LEVEL: 'silent',
  }),
  webDistDir: '/nonexistent',
  maxEventLoopDelayMs: 0,
};
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false });
await ensureSuperAdmin(database.db, config);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const signedIn = await app.inject({
  method: 'POST',
  url: '/api/loginVendor',
  payload: { email: config.adminEmail, password: config.adminPassword },
});
const { token, user } = signedIn.json() as { token: string; user: { _id: string } };
if (!token) throw new Error(`sign-in failed: ${signedIn.body}`);

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
global.gc?.();
const before = process.memoryUsage();

const received: number[] = [];
const responses: IncomingMessage[] = [];
for (let opened = 0; opened < STREAMS; opened += 1) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest(
      `http://127.0.0.1:${port}/api/notifications/stream`,
      { headers: { 'x-auth-token': token }, agent: false },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
  if (response.statusCode !== 200) throw new Error(`stream ${opened} answered ${response.statusCode}`);
  const index = opened;
  received[index] = 0;
  response.on('data', (chunk: Buffer) => {
    if (chunk.includes('event: notifications')) received[index] = (received[index] ?? 0) + 1;
  });
  responses.push(response);
}
await new Promise((resolve) => setTimeout(resolve, 1_000));
global.gc?.();
const open = process.memoryUsage();
const cpuStart = process.cpuUsage();
await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const cpu = process.cpuUsage(cpuStart);

const started = performance.now();
const baseline = received.reduce((sum, count) => sum + count, 0);
await notify(app.deps, { kind: 'work.waiting', to: { userIds: [user._id] }, title: 'Bench', link: '/dashboard' });
while (received.reduce((sum, count) => sum + count, 0) < baseline + STREAMS) {
  await new Promise((resolve) => setTimeout(resolve, 5));
}
const fanOutMs = performance.now() - started;

console.log(`streams: ${STREAMS} open (client and server in one process)`);
console.log(
  `memory: rss +${megabytes(open.rss - before.rss)} MB, heap +${megabytes(open.heapUsed - before.heapUsed)} MB` +
    ` (${((open.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB rss per stream)`,
);
console.log(`idle CPU over ${IDLE_MS / 1000} s: ${(((cpu.user + cpu.system) / 1000 / IDLE_MS) * 100).toFixed(2)} %`);
console.log(`one notice to all ${STREAMS} streams: ${fanOutMs.toFixed(0)} ms`);

for (const response of responses) response.destroy();
await app.close();
await database.close();
