import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, openDatabase } from '../db/client.ts';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/** `npm run seed:demo`: loads the demo marketplace into an empty database (stop the server first). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    dataDir: config.dataDir,
  });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  try {
    await ensureSuperAdmin(database.db, config);
    const seeded = await seedDemoIfEmpty(app);
    if (!seeded) console.log('The marketplace already has vendors: demo data was not loaded again.');
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
