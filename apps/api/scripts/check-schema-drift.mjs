// Fails when the schema in src/db/schema has changes no migration carries: drizzle-kit generates
// into a copy of the migrations folder, and any file it adds there is a migration nobody wrote.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');
const migrations = path.join(apiDir, 'src/db/migrations');
// Inside the workspace: drizzle-kit takes --out as relative to where it runs.
const copy = mkdtempSync(path.join(apiDir, '.drift-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const generate = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--casing',
      'snake_case',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      path.relative(apiDir, copy),
    ],
    { cwd: apiDir, encoding: 'utf8' },
  );
  const output = `${generate.stdout}${generate.stderr}`;
  const added = readdirSync(copy).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      `Schema drift: the schema has changes no migration carries (drizzle-kit would write ${added.join(', ')}).\n` +
        'Run `npm run db:generate -w @soko/api` and commit the migration.',
    );
    process.exitCode = 1;
  } else if (generate.status !== 0 || !output.includes('No schema changes')) {
    console.error(`drizzle-kit could not compare the schema with the migrations:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Schema and migrations agree.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
