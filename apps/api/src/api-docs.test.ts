import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationsOf, renderApiReference } from './scripts/api-reference.ts';
import { buildOpenApiDocument } from './scripts/openapi-document.ts';

const apiReferencePath = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

let document: OpenApiDocument;
beforeAll(async () => {
  document = (await buildOpenApiDocument()) as OpenApiDocument;
});

/** The row docs/api.md gives an operation, its cells trimmed. */
function rowOf(reference: string, call: string): string[] {
  const row = reference.split('\n').find((line) => line.startsWith(`| \`${call}\` `));
  return (row ?? '').split(/(?<!\\)\|/).map((cellText) => cellText.trim());
}

describe('docs/api.md, the API reference', () => {
  it('is what the OpenAPI document gives (run `npm run api:types` when this fails)', () => {
    expect(readFileSync(apiReferencePath, 'utf8')).toBe(renderApiReference(document));
  });

  it('says who may call every operation, and files each under a tag', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(120);
    const unsaid = operations.filter(({ operation }) => !operation['x-access']?.trim());
    expect(unsaid.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const untagged = operations.filter(({ operation }) => !operation.tags?.length);
    expect(untagged.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('lists each operation once, with the guard the route enforces', () => {
    const reference = renderApiReference(document);
    for (const { method, path } of operationsOf(document)) {
      expect(reference.split(`| \`${method} ${path}\` `).length, `${method} ${path}`).toBe(2);
    }
    expect(rowOf(reference, 'GET /api/health')[3]).toBe('anyone');
    expect(rowOf(reference, 'POST /api/order')[3]).toBe('the storefront server (`x-api-key`)');
    expect(rowOf(reference, 'POST /api/account/documents')[3]).toContain('`x-action-token`');
    expect(rowOf(reference, 'GET /api/audit')[3]).toBe('the super admin (`audit`)');
    expect(rowOf(reference, 'POST /api/transfer/aba')[3]).toBe('staff with `payouts`');
    expect(rowOf(reference, 'GET /api/sale/{id}/invoice.pdf')[3]).toBe(
      'a vendor (its own data), its team members with `money`, or staff with `sales.read`',
    );
    expect(rowOf(reference, 'PUT /api/user/{id}/bank')[3]).toBe(
      'any signed-in account but a team member (its own data)',
    );
    expect(rowOf(reference, 'GET /api/authVendor')[3]).toBe('any signed-in account (its own data)');
  });

  it('gives each operation its parameters and body fields', () => {
    const reference = renderApiReference(document);
    expect(rowOf(reference, 'GET /api/sale/{id}/packing-slip.pdf')[4]).toBe('path `id`; query `prices?`');
    expect(rowOf(reference, 'PUT /api/returns/{id}')[5]).toBe('`status`, `reason?`, `keepItem?`');
    expect(rowOf(reference, 'POST /api/account/documents')[5]).toBe(
      'multipart/form-data: `idDocument`, `residenceDocument`',
    );
  });
});
