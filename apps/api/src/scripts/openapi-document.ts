import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/** The API's OpenAPI document as the running server serves it at /api/docs/json, built in-process. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'openapi-document-only-not-a-real-secret-000',
    DATA_DIR: '/tmp/soko-openapi-unused',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({});
  try {
    const app = await buildApp({ config: { ...config, webDistDir: '/nonexistent' }, database, logger: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
