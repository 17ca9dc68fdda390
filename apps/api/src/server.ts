import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { createMailWorker } from './modules/mail/mail.worker.ts';
import { ensureSuperAdmin } from './modules/users/admin-bootstrap.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    dataDir: config.dataDir,
    onConnectionError: (error) => console.error(`Database connection lost: ${error.message}`),
  });
  const prettyLogs = config.env === 'development' && process.stdout.isTTY;
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, ...(prettyLogs ? { transport: { target: 'pino-pretty' } } : {}) },
  });
  app.addHook('onClose', async () => database.close());

  const { created } = await ensureSuperAdmin(app);
  if (created && config.adminPasswordIsDefault && config.env !== 'production') {
    app.log.warn(
      `Super admin created: ${config.adminEmail} / ${config.adminPassword} (development default; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    );
  }
  if (config.seedDemo && config.env !== 'production') {
    const { seedDemoIfEmpty } = await import('./scripts/seed-demo.ts');
    await seedDemoIfEmpty(app);
  }

  const worker = config.smtpUrl ? createMailWorker({ db: database.db, config, log: app.log }) : undefined;
  if (worker) worker.start();
  else if (config.env === 'production') app.log.warn('SMTP_URL is not set: emails stay in the outbox until it is');
  else app.log.info(`SMTP_URL is not set: emails stay in the outbox, readable at ${config.appUrl}/dev/mail`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    try {
      await worker?.stop();
      await app.close();
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Soko could not start:', error);
  }
  process.exit(1);
});
