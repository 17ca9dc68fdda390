import { fileURLToPath } from 'node:url';
import { checkTableWrites } from '../db/table-writes.ts';

/**
 * Part of `npm run check` (issue 43): fails, naming file, line, table and owner, when a module under
 * apps/api/src/modules writes a table another module owns (src/db/table-owners.ts), and when an entry
 * of KNOWN_CROSS_WRITES no longer matches a write (so the allowlist only shrinks). An argument scans
 * another tree laid out like this repository (the test's deliberate violation).
 */
const repositoryRoot = process.argv[2] ?? fileURLToPath(new URL('../../../../', import.meta.url));
const { violations, staleAllowances } = checkTableWrites(repositoryRoot);

for (const write of violations) {
  console.error(
    `${write.file}:${write.line}: module ${write.module} writes ${write.table}, owned by ${write.owner}: call a function on the owner's face`,
  );
}
for (const entry of staleAllowances) {
  console.error(
    `apps/api/src/db/table-owners.ts: KNOWN_CROSS_WRITES lists ${entry}, which no longer writes it: remove the entry`,
  );
}
if (violations.length > 0 || staleAllowances.length > 0) {
  process.exitCode = 1;
} else {
  console.log('every module writes only the tables it owns (apps/api/src/db/table-owners.ts)');
}
