import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AccountLimits } from './lib/account-limit.ts';
import type { BackgroundWrites } from './lib/background-writes.ts';
import type { FileStorage } from './lib/storage.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { NoticeBus } from './modules/notifications/live.ts';

/** What a line of the log is written to: the request's logger in a request (its id on every line). */
export type Log = FastifyBaseLogger;

/** The time of the server; tests and jobs may pass another. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a service may use, built once in `app.ts`. A service function takes `deps` narrowed to
 * what it uses (`Pick<AppDeps, 'db' | 'mail'>`), so its signature says what it touches; routes pass
 * `requestDeps(request)`, whose `log` carries the request id.
 */
export interface AppDeps {
  db: Db;
  database: Database;
  mail: Mailer;
  /** Tells every instance's open notification streams that people have new notices. */
  notices: NoticeBus;
  storage: FileStorage;
  config: Config;
  limits: AccountLimits;
  backgroundWrites: BackgroundWrites;
  clock: Clock;
  log: Log;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies, with the server's logger. */
    deps: AppDeps;
  }
}

/** The app's dependencies with the request's logger, for a route to pass to its services. */
export function requestDeps(request: FastifyRequest): AppDeps {
  return { ...request.server.deps, log: request.log };
}
