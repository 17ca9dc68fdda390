import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { BARE_PATH, type BareChildMessage, type BareParentMessage, type CapturedStatement, FLOOR_PATH } from './ipc.ts';

/**
 * The baseline of `npm run bench`: a Fastify server with nothing registered but one route that
 * answers, from memory, the exact bytes and content type of the call being measured. What the real
 * server reaches as a share of this is what its own work (auth, validation, queries, JSON) costs.
 *
 * Its floor route runs first the very statements the app ran for one request of the call, on one
 * connection of a pool the size of the app's (DATABASE_POOL_MAX): what the call costs with nothing
 * but its queries. The app's throughput as a share of the floor's is its efficiency.
 */

function send(message: BareChildMessage): void {
  process.send?.(message);
}

async function main() {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePool.max });
  const app = Fastify({ logger: false });
  app.addHook('onClose', async () => pool.end());
  let body = Buffer.alloc(0);
  let contentType = 'application/json; charset=utf-8';
  let statements: CapturedStatement[] = [];
  app.get(BARE_PATH, async (_request, reply) => reply.type(contentType).send(body));
  app.get(FLOOR_PATH, async (_request, reply) => {
    await runOnOneConnection(pool, statements);
    return reply.type(contentType).send(body);
  });
  process.on('message', (message: BareParentMessage) => {
    if (message.type === 'body') {
      body = Buffer.from(message.base64, 'base64');
      contentType = message.contentType;
      send({ type: 'bodySet' });
    }
    if (message.type === 'statements') {
      statements = message.statements;
      send({ type: 'statementsSet' });
    }
    if (message.type === 'stop') void app.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bare server has no TCP address');
  send({ type: 'listening', port: address.port });
}

/** One connection for all, so that a transaction's statements (`begin` … `commit`) stay together. */
async function runOnOneConnection(pool: pg.Pool, statements: CapturedStatement[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const statement of statements) await client.query(statement as pg.QueryConfig);
  } catch (error) {
    // A connection left inside a failed transaction is closed, not handed back.
    client.release(error as Error);
    throw error;
  }
  client.release();
}

main().catch((error: unknown) => {
  console.error('The bare server could not start:', error);
  process.exit(1);
});
