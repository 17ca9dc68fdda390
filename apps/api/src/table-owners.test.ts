import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWN_CROSS_WRITES, TABLE_OWNERS } from './db/table-owners.ts';
import { checkTableWrites, findTableWrites, SCHEMA_TABLES } from './db/table-writes.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const moduleNames = readdirSync(path.join(repoRoot, 'apps/api/src/modules'));

/** The rows of the "Tables and their owners" table of docs/architecture.md, as table -> owner. */
function documentedOwners(): Record<string, string> {
  const architecture = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = architecture.split('\n## Tables and their owners\n')[1]?.split('\n#')[0] ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^\| `(\w+)` +\| ([\w-]+) +\|/gm)].map(([, table, owner]) => [table, owner]),
  );
}

const temporaryRoots: string[] = [];
afterAll(() => {
  for (const root of temporaryRoots) rmSync(root, { recursive: true, force: true });
});

/** A tree laid out like the repository, holding one module file. */
function treeWith(moduleFile: string, source: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'soko-table-writes-'));
  temporaryRoots.push(root);
  const file = path.join(root, 'apps/api/src/modules', moduleFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return root;
}

const ORDERS_WRITING_USERS = [
  "import { eq } from 'drizzle-orm';",
  "import { users } from '../../db/schema/index.ts';",
  '',
  'export async function closeBuyer(db, id) {',
  '  await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, id));',
  '}',
  '',
].join('\n');

describe('table owners', () => {
  it('gives every schema table an owning module, and names only schema tables and modules', () => {
    const schemaTables = [...SCHEMA_TABLES.values()].sort();
    expect(schemaTables.length).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(schemaTables);
    const unknownOwners = Object.values(TABLE_OWNERS).filter((owner) => !moduleNames.includes(owner));
    expect(unknownOwners).toEqual([]);
  });

  it("agrees with docs/architecture.md's table of owners", () => {
    expect(documentedOwners()).toEqual(TABLE_OWNERS);
  });

  it('gives each allowed cross-module write a reason', () => {
    for (const entry of KNOWN_CROSS_WRITES) expect(entry.why.length).toBeGreaterThan(40);
  });
});

describe('module writes', () => {
  it("finds no module writing another module's table in the real tree, beyond the listed debt", () => {
    expect(checkTableWrites(repoRoot)).toEqual({ violations: [], staleAllowances: [] });
  });

  it('finds Drizzle writes by imported name, alias and namespace, and raw SQL writes, but not comments', () => {
    const source = `import { sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index.ts';
import { products as catalogue, type User, sales } from '../../db/schema/index.ts';
import { orders } from '../../db/schema/sales.ts';
await tx.insert(catalogue).values(row);
await db
  .delete(
    schema.auditLog,
  );
// await db.update(sales).set(row);
await db.select().from(sales);
await db.execute(sql\`update \${orders} set buyer_email = null\`);
await db.execute(sql\`insert into "mail_outbox" (id) values (1)\`);
await db.execute(sql\`delete from sessions where user_id = \${id}\`);
const notSql = 'update users set everything';
`;
    expect(findTableWrites(source)).toEqual([
      { line: 5, table: 'products' },
      { line: 7, table: 'audit_log' },
      { line: 12, table: 'orders' },
      { line: 13, table: 'mail_outbox' },
      { line: 14, table: 'sessions' },
    ]);
  });

  it('names the file, line, table and owner of a deliberate violation', () => {
    const root = treeWith('orders/orders.close.repo.ts', ORDERS_WRITING_USERS);
    expect(checkTableWrites(root).violations).toEqual([
      {
        file: 'apps/api/src/modules/orders/orders.close.repo.ts',
        line: 5,
        table: 'users',
        module: 'orders',
        owner: 'users',
      },
    ]);
  });

  it('lets the owner write its own table, and ignores tests', () => {
    const root = treeWith('users/users.close.repo.ts', ORDERS_WRITING_USERS);
    writeFileSync(
      path.join(root, 'apps/api/src/modules/users/other.test.ts'),
      ORDERS_WRITING_USERS.replace('users }', 'orders }'),
    );
    expect(checkTableWrites(root)).toEqual({
      violations: [],
      // The tree holds none of the listed debt, so every entry is reported as one to remove.
      staleAllowances: KNOWN_CROSS_WRITES.map((entry) => `${entry.file} (${entry.table})`),
    });
  });

  it('makes the check script (part of npm run check) fail, naming the violation', async () => {
    const root = treeWith('orders/orders.close.repo.ts', ORDERS_WRITING_USERS);
    const script = path.join(repoRoot, 'apps/api/src/scripts/check-table-writes.ts');
    const run = promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), [script, root]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'apps/api/src/modules/orders/orders.close.repo.ts:5: module orders writes users, owned by users',
      ),
    });
  });
});
