// Writes the web app's API types from the OpenAPI document (`npm run api:types`), or with --check
// fails when the committed types are not what the document gives (part of `npm run check`).
// Files of a multipart body (`format: binary`) are typed as Blob, so a File can be sent as it is.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const [documentPath, outputPath, mode] = process.argv.slice(2);
if (!documentPath || !outputPath) throw new Error('Usage: api-types.mjs <openapi.json> <output.ts> [--check]');

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const document = JSON.parse(await readFile(documentPath, 'utf8'));
const ast = await openapiTS(document, {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
const types = `/**\n * Written by \`npm run api:types\` from the API's OpenAPI document. Do not edit.\n */\n\n${astToString(ast)}`;

if (mode === '--check') {
  const committed = await readFile(outputPath, 'utf8').catch(() => '');
  if (committed === types) {
    console.log(`${outputPath} matches the OpenAPI document`);
  } else {
    console.error(`${outputPath} is not what the OpenAPI document gives: run npm run api:types`);
    process.exitCode = 1;
  }
} else {
  await writeFile(outputPath, types);
  console.log(`wrote ${outputPath}`);
}
