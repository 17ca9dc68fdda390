import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { KNOWN_CROSS_WRITES, TABLE_OWNERS } from './table-owners.ts';

/**
 * The static check behind "a module writes only its own tables" (issue 43). It reads a module's source
 * text (no type program: it stays fast, and the imports and call shapes it needs are plain text) and finds
 * - Drizzle writes, `.insert(t)`, `.update(t)`, `.delete(t)`, where `t` is a table imported from
 *   `db/schema` (under its own name, an alias, or through a namespace import);
 * - raw SQL writes inside template literals (`sql\`…\``, `sql.raw(\`…\`)`): `insert into t`,
 *   `update t set`, `delete from t`, `truncate t`, with `t` a table name or `${table}`.
 * A table reached only through a variable is not seen; review keeps that out.
 */

export interface TableWrite {
  line: number;
  table: string;
}

export interface CrossModuleWrite extends TableWrite {
  /** Path from the repository root, with forward slashes. */
  file: string;
  module: string;
  owner: string;
}

/** The schema's tables by their export name (`saleItems` -> `sale_items`). */
export const SCHEMA_TABLES: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])),
);

/** The source with its comments blanked (newlines kept), so commented-out code is not a write. */
function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** Local names bound to schema tables by the file's imports from `db/schema`. */
function importedTables(source: string): { names: Map<string, string>; namespaces: Set<string> } {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  const fromSchema = /import\s+(type\s+)?([^;]*?)\s+from\s+'[^']*\/db\/schema(?:\/[\w-]+\.ts|\/index\.ts)?'/g;
  for (const [, typeOnly, clause] of source.matchAll(fromSchema)) {
    if (typeOnly || clause === undefined) continue;
    const namespace = /\*\s+as\s+(\w+)/.exec(clause);
    if (namespace?.[1]) namespaces.add(namespace[1]);
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const [exported, local = exported] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const table = exported ? SCHEMA_TABLES.get(exported) : undefined;
      if (table && local && !part.trim().startsWith('type ')) names.set(local, table);
    }
  }
  return { names, namespaces };
}

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (source[i] === '\n') line++;
  return line;
}

const RAW_SQL_WRITES = [
  /\binsert\s+into\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi,
  /\bupdate\s+(?:only\s+)?(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})(?:\s+(?:as\s+)?\w+)?\s+set\b/gi,
  /\bdelete\s+from\s+(?:only\s+)?(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi,
  /\btruncate\s+(?:table\s+)?(?:only\s+)?(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi,
];

/** The writes in one file's source: each with its line and the table's SQL name. */
export function findTableWrites(source: string): TableWrite[] {
  const code = withoutComments(source);
  const { names, namespaces } = importedTables(code);
  const tableOf = (identifier: string): string | undefined => {
    const [head, member] = identifier.split('.');
    if (member !== undefined) return head && namespaces.has(head) ? SCHEMA_TABLES.get(member) : undefined;
    return names.get(identifier);
  };
  const writes: TableWrite[] = [];
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)/g)) {
    const table = match[1] ? tableOf(match[1]) : undefined;
    if (table) writes.push({ line: lineAt(code, match.index), table });
  }
  for (const template of code.matchAll(/`(?:[^`\\]|\\.)*`/g)) {
    for (const pattern of RAW_SQL_WRITES) {
      for (const match of template[0].matchAll(pattern)) {
        const table = match[1] ?? (match[2] ? tableOf(match[2]) : undefined);
        if (table && table in TABLE_OWNERS) {
          writes.push({ line: lineAt(code, template.index + match.index), table });
        }
      }
    }
  }
  return writes.sort((a, b) => a.line - b.line);
}

function productionFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|pg-test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every write in `apps/api/src/modules` of a table another module owns, allowlisted ones included. */
export function crossModuleWrites(repositoryRoot: string): CrossModuleWrite[] {
  const modulesDirectory = join(repositoryRoot, 'apps/api/src/modules');
  return productionFiles(modulesDirectory).flatMap((path) => {
    const file = relative(repositoryRoot, path).split(sep).join('/');
    const module = relative(modulesDirectory, path).split(sep)[0] as string;
    return findTableWrites(readFileSync(path, 'utf8')).flatMap(({ line, table }) => {
      const owner: string | undefined = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
      return owner === module ? [] : [{ file, line, table, module, owner: owner ?? '(no owner)' }];
    });
  });
}

/** The check: cross-module writes not on the allowlist, and allowlist entries that match no write. */
export function checkTableWrites(repositoryRoot: string): {
  violations: CrossModuleWrite[];
  staleAllowances: string[];
} {
  const writes = crossModuleWrites(repositoryRoot);
  const allowed = (write: CrossModuleWrite) =>
    KNOWN_CROSS_WRITES.some((entry) => entry.file === write.file && entry.table === write.table);
  return {
    violations: writes.filter((write) => !allowed(write)),
    staleAllowances: KNOWN_CROSS_WRITES.filter(
      (entry) => !writes.some((write) => write.file === entry.file && write.table === entry.table),
    ).map((entry) => `${entry.file} (${entry.table})`),
  };
}
