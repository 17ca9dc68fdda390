import { Redis } from 'ioredis';

const CONNECT_WAIT_MS = 2000;

/**
 * One connection per instance for the shared rate limits. Commands fail at once while Redis is
 * away (no offline queue, one retry) so that a request never waits on it: the callers then fall
 * back (per-address limits let the request through, per-account limits count in memory). Start-up
 * waits briefly for the first connection, so an instance counts in Redis from its first request,
 * but does not wait for Redis to come back: the product works without it.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_WAIT_MS,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', onError);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}
