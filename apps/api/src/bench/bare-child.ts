import Fastify from 'fastify';
import { BARE_PATH, type BareChildMessage, type BareParentMessage } from './ipc.ts';

/**
 * The baseline of `npm run bench`: a Fastify server with nothing registered but one route that
 * answers, from memory, the exact bytes and content type of the call being measured. What the real
 * server reaches as a share of this is what its own work (auth, validation, queries, JSON) costs.
 */

function send(message: BareChildMessage): void {
  process.send?.(message);
}

async function main() {
  const app = Fastify({ logger: false });
  let body = Buffer.alloc(0);
  let contentType = 'application/json; charset=utf-8';
  app.get(BARE_PATH, async (_request, reply) => reply.type(contentType).send(body));
  process.on('message', (message: BareParentMessage) => {
    if (message.type === 'body') {
      body = Buffer.from(message.base64, 'base64');
      contentType = message.contentType;
      send({ type: 'bodySet' });
    }
    if (message.type === 'stop') void app.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bare server has no TCP address');
  send({ type: 'listening', port: address.port });
}

main().catch((error: unknown) => {
  console.error('The bare server could not start:', error);
  process.exit(1);
});
