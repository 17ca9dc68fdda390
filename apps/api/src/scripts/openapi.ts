import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * Writes the API's OpenAPI document (as the running server serves it at /api/docs/json) to the
 * file named on the command line, for the linter and the web app's generated types.
 */
const target = process.argv[2];
if (!target) throw new Error('Usage: openapi.ts <output file>');

const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'openapi-document-only-not-a-real-secret-000',
  DATA_DIR: '/tmp/soko-openapi-unused',
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({});
const app = await buildApp({ config: { ...config, webDistDir: '/nonexistent' }, database, logger: false });
await app.ready();
const document = app.swagger();
await mkdir(path.dirname(path.resolve(target)), { recursive: true });
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
await app.close();
await database.close();
