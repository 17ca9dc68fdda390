import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    DATA_DIR: '/tmp/soko-test-unused',
    APP_URL: 'http://soko.test',
    LOG_LEVEL: 'silent',
  });
  // PGlite runs its queries on the event loop: a slow test query is not the overload the check is for.
  return { ...base, webDistDir: '/nonexistent', maxEventLoopDelayMs: 0, ...overrides };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** pino options, for tests that read the log; silent otherwise. */
  logger?: object;
  /** Adds routes before the app is ready (tests of the platform itself). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** While it answers false the server sheds load (503 at once), as when its event loop is saturated. */
  healthyCheck?: () => Promise<boolean>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  // Each app stores uploads in a folder of its own, removed with it, unless the test names one.
  const ownUploads = options.config?.uploadDir ? undefined : await mkdtemp(path.join(tmpdir(), 'soko-uploads-'));
  const config = testConfig({ ...options.config, ...(ownUploads ? { uploadDir: ownUploads } : {}) });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    healthyCheck: options.healthyCheck,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (ownUploads) await rm(ownUploads, { recursive: true, force: true });
    },
  };
}
