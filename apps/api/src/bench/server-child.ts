import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { type CapturedStatement, SERVER_LOG_FILE, type ServerChildMessage, type ServerParentMessage } from './ipc.ts';

/**
 * The real server for `npm run bench`, in a process of its own so that the load generator does not
 * share its event loop: the app of `npm start` (buildApp, the pool of DATABASE_POOL_MAX, statement
 * timeouts, LOG_LEVEL and metrics as deployed) against DATABASE_URL, on a free port of 127.0.0.1, logging
 * to SERVER_LOG_FILE, started empty.
 */

function send(message: ServerChildMessage): void {
  process.send?.(message);
}

/**
 * Every query of the app reaches PostgreSQL through pg.Client's query (the pool's connections are
 * Clients, the named statements call it too), so wrapping it records the statements of one request
 * for the floor route to replay. It records only between the bench's `capture` and `endCapture`.
 */
function captureQueries(): { start: () => void; end: () => CapturedStatement[] } {
  let captured: CapturedStatement[] | undefined;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    captured?.push(statementOf(args[0], args[1]));
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    start: () => {
      captured = [];
    },
    end: () => {
      const statements = captured ?? [];
      captured = undefined;
      return statements;
    },
  };
}

function statementOf(config: unknown, values: unknown): CapturedStatement {
  if (typeof config === 'string') return { text: config, ...(Array.isArray(values) ? { values } : {}) };
  const query = config as Partial<CapturedStatement>;
  const allValues = query.values ?? (Array.isArray(values) ? values : undefined);
  return {
    text: query.text ?? '',
    ...(allValues ? { values: allValues } : {}),
    ...(query.name ? { name: query.name } : {}),
    ...(query.rowMode ? { rowMode: query.rowMode } : {}),
  };
}

async function main() {
  const capture = captureQueries();
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool });
  writeFileSync(SERVER_LOG_FILE, '');
  // pino writes to the file as it does to stdout (sonic-boom), so a line costs what it costs deployed.
  const app = await buildApp({ config, database, logger: { file: SERVER_LOG_FILE } });
  app.addHook('onClose', async () => database.close());
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('message', (message: ServerParentMessage) => {
    if (message.type === 'memory') send({ type: 'memory', rss: process.memoryUsage().rss });
    if (message.type === 'collect') {
      global.gc?.();
      send({ type: 'collected', heapUsed: process.memoryUsage().heapUsed });
    }
    if (message.type === 'capture') {
      capture.start();
      send({ type: 'capturing' });
    }
    if (message.type === 'endCapture') send({ type: 'captured', statements: capture.end() });
    if (message.type === 'stop') void stop();
  });
  // The parent going away (even killed) must not leave a server behind.
  process.on('disconnect', () => void stop());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  send({ type: 'listening', port: address.port });
}

main().catch((error: unknown) => {
  console.error('The bench server could not start:', error);
  process.exit(1);
});
