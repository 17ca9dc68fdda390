import { chmodSync, mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseNotMigratedError, DataDirLockedError, openDatabase } from './db/client.ts';
import { ensureSuperAdmin } from './modules/users/admin-bootstrap.ts';

async function main() {
  // Everything the server writes (the embedded database, uploads, the development secret) is the
  // owner's alone; PGlite would otherwise create its files readable and writable by everyone.
  process.umask(0o077);
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    dataDir: config.dataDir,
    migrate: config.migrateOnStart,
    onConnectionError: (error) => console.error(`Database connection lost: ${error.message}`),
  });
  const prettyLogs = config.env === 'development' && process.stdout.isTTY;
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, ...(prettyLogs ? { transport: { target: 'pino-pretty' } } : {}) },
  });

  const { created } = await ensureSuperAdmin(database.db, config);
  if (created && config.adminPasswordIsDefault && config.env !== 'production') {
    app.log.warn(
      `Super admin created: ${config.adminEmail} / ${config.adminPassword} (development default; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    );
  }
  if (config.seedDemo && config.env !== 'production') {
    const { seedDemoIfEmpty } = await import('./scripts/seed-demo.ts');
    await seedDemoIfEmpty(app);
  }

  if (!config.smtpUrl && config.env === 'production') {
    app.log.warn('SMTP_URL is not set: emails stay in the outbox until it is');
  } else if (!config.smtpUrl)
    app.log.info(`SMTP_URL is not set: emails stay in the outbox, readable at ${config.appUrl}/dev/mail`);
  if (config.abr.guid === null) app.log.info('ABR_GUID is not set: ABNs are recorded as not checked');
  // Every instance checks for due jobs; the one that claims a job's row runs it.
  app.jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    // A request that never ends must not keep the process (and the port and data-dir lock) forever.
    setTimeout(() => {
      app.log.error(`shutdown: still busy after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS), exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      // Stops accepting and lets requests in flight, the writes they left running and the jobs' runs finish.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Soko Seller Centre is running at ${config.appUrl}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseNotMigratedError
  ) {
    console.error(error.message);
  } else {
    console.error('Soko could not start:', error);
  }
  process.exit(1);
});
