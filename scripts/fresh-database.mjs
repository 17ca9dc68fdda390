// Drops and creates again the database of a PostgreSQL URL (the end-to-end run's own), so that a
// run starts from an empty database as it does from an empty PGlite data directory.
import pg from 'pg';

const url = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name this script makes again: "${name}"`);
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
