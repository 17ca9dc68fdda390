import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';

/** Where a lost subscription is reported (the server's logger; its type stays out of the bus). */
interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * How an instance tells every instance (itself included) that people have new notices: Redis
 * publish/subscribe when `REDIS_URL` is set, PostgreSQL `LISTEN/NOTIFY` otherwise. The message names
 * only the recipients; each instance reads what is new for its open streams from the database.
 */
export interface NoticeBus {
  publish(userIds: readonly string[]): Promise<void>;
  /** Hears every instance's publications until the answered function is called. */
  subscribe(onUsers: (userIds: string[]) => void): Promise<() => Promise<void>>;
}

export const NOTICE_CHANNEL = 'soko_notifications';
/** pg_notify carries at most 8,000 bytes: 100 ids of 36 characters, quoted, fit well. */
const IDS_PER_MESSAGE = 100;

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE) out.push(ids.slice(start, start + IDS_PER_MESSAGE));
  return out;
}

function parseIds(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function postgresNoticeBus(database: Database): NoticeBus {
  return {
    async publish(userIds) {
      for (const ids of chunks([...new Set(userIds)])) {
        await database.db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify(ids)})`);
      }
    },
    subscribe: (onUsers) => database.listen(NOTICE_CHANNEL, (payload) => onUsers(parseIds(payload))),
  };
}

/**
 * Publishes on the instance's shared connection; a subscriber needs a connection of its own (one in
 * subscriber mode takes no other command). ioredis subscribes again after a reconnection.
 */
export function redisNoticeBus(publisher: Redis, url: string, keyPrefix: string, log: WarningLog): NoticeBus {
  const channel = `${keyPrefix}${NOTICE_CHANNEL}`;
  return {
    async publish(userIds) {
      for (const ids of chunks([...new Set(userIds)])) await publisher.publish(channel, JSON.stringify(ids));
    },
    async subscribe(onUsers) {
      const subscriber = new Redis(url, { retryStrategy: (attempt) => Math.min(attempt * 200, 2000) });
      subscriber.on('error', (error) => log.warn({ err: error }, 'notification subscriber: Redis unavailable'));
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) onUsers(parseIds(payload));
      });
      await subscriber.subscribe(channel);
      return async () => {
        subscriber.disconnect();
      };
    },
  };
}
