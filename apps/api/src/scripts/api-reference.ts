/**
 * docs/api.md, rendered from the API's OpenAPI document: every operation with its method, path,
 * summary, who may call it (`x-access`, lib/openapi.ts), parameters and body, one table per tag.
 * `npm run api:types` writes it; `npm run check` and src/api-docs.test.ts fail when it is stale.
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
};
type Parameter = { name: string; in: string; required?: boolean };
export type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-access'?: string;
};
export type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const UNTAGGED = 'other';

export type DocumentedOperation = { method: string; path: string; operation: Operation };

/** Every operation of the document, in its order (the order the routes are registered). */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );
}

/** The anchor GitHub gives a heading, as docs.test.ts checks links. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${text}\``;

function parametersOf(operation: Operation): string {
  const byPlace = (place: string) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === place)
      .map((parameter) => code(place === 'path' || parameter.required ? parameter.name : `${parameter.name}?`));
  const path = byPlace('path');
  const query = byPlace('query');
  return [path.length ? `path ${path.join(', ')}` : '', query.length ? `query ${query.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
}

/** A schema's top-level fields (`?` marks an optional one), else its name or type. */
function fieldsOf(schema: Schema): string {
  if (schema.$ref) return code(schema.$ref.split('/').pop() ?? schema.$ref);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(fieldsOf).join(' or ');
  if (schema.allOf) return schema.allOf.map(fieldsOf).join(', ');
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    return Object.keys(schema.properties)
      .map((name) => code(required.has(name) ? name : `${name}?`))
      .join(', ');
  }
  if (schema.type === 'array' && schema.items) return `a list of ${fieldsOf(schema.items)}`;
  return schema.type ?? 'any';
}

function bodyOf(operation: Operation): string {
  const content = Object.entries(operation.requestBody?.content ?? {});
  return content
    .map(([mediaType, { schema }]) => {
      const fields = schema ? fieldsOf(schema) : '';
      return mediaType === 'application/json' ? fields : `${mediaType}: ${fields}`;
    })
    .join('; ');
}

/** A table with its columns padded to one width, readable as plain text too. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function groupByTag(operations: DocumentedOperation[]): Map<string, DocumentedOperation[]> {
  const groups = new Map<string, DocumentedOperation[]>();
  for (const entry of operations) {
    const tag = entry.operation.tags?.[0] ?? UNTAGGED;
    groups.set(tag, [...(groups.get(tag) ?? []), entry]);
  }
  return groups;
}

export function renderApiReference(document: OpenApiDocument): string {
  const operations = operationsOf(document);
  const groups = groupByTag(operations);
  const lines = [
    '# API reference',
    '',
    '<!-- Written by `npm run api:types` from the OpenAPI document. Do not edit: `npm run check` fails when it is stale. -->',
    '',
    `Every operation of the API's OpenAPI document (${operations.length} in ${groups.size} groups), generated from the`,
    "routes in `apps/api/src/modules/*/*.routes.ts`: the call, what it does, who may call it (the route's",
    'own guard), its path and query parameters and its body fields (`?` marks an optional one). What the',
    'calls do in detail is in [the product description](product.md#7-the-calls); the running server',
    'serves the same document, every answer field by field, at `/api/docs`.',
    '',
    [...groups.keys()].map((tag) => `[${tag}](#${anchorOf(tag)})`).join(' · '),
  ];
  for (const [tag, entries] of groups) {
    const rows = entries.map(({ method, path, operation }) =>
      [
        code(`${method} ${path}`),
        operation.summary ?? '',
        operation['x-access'] ?? '',
        parametersOf(operation),
        bodyOf(operation),
      ].map(cell),
    );
    lines.push('', `## ${tag}`, '', ...table(['call', 'what it does', 'who may call it', 'parameters', 'body'], rows));
  }
  return `${lines.join('\n')}\n`;
}
