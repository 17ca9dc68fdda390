import { readFile, writeFile } from 'node:fs/promises';
import { type OpenApiDocument, renderApiReference } from './api-reference.ts';

/**
 * Writes docs/api.md from the OpenAPI document (`npm run api:types`), or with --check fails when the
 * committed reference is not what the document gives (part of `npm run check`).
 */
const [documentPath, outputPath, mode] = process.argv.slice(2);
if (!documentPath || !outputPath) throw new Error('Usage: api-docs.ts <openapi.json> <api.md> [--check]');

const document = JSON.parse(await readFile(documentPath, 'utf8')) as OpenApiDocument;
const reference = renderApiReference(document);

if (mode === '--check') {
  const committed = await readFile(outputPath, 'utf8').catch(() => '');
  if (committed === reference) {
    console.log(`${outputPath} matches the OpenAPI document`);
  } else {
    console.error(`${outputPath} is not what the OpenAPI document gives: run npm run api:types`);
    process.exitCode = 1;
  }
} else {
  await writeFile(outputPath, reference);
  console.log(`wrote ${outputPath}`);
}
