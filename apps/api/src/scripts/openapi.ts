import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * Writes the API's OpenAPI document (as the running server serves it at /api/docs/json) to the
 * file named on the command line, for the linter, the web app's generated types and docs/api.md.
 */
const target = process.argv[2];
if (!target) throw new Error('Usage: openapi.ts <output file>');

const document = await buildOpenApiDocument();
await mkdir(path.dirname(path.resolve(target)), { recursive: true });
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
