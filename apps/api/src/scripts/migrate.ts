import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, openDatabase } from '../db/client.ts';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';

/**
 * `npm run db:migrate`: the release step. Applies pending migrations (under an advisory lock, so
 * running it from several places at once is safe) and creates the super admin if there is none.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    dataDir: config.dataDir,
    migrate: true,
  });
  try {
    const { created } = await ensureSuperAdmin(database.db, config);
    console.log(
      `Database migrated (${database.engine}).${created ? ` Super admin created: ${config.adminEmail}.` : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
