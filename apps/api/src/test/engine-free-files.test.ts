import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE_TEST_FILES } from './engine-free-files.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');
/** What a test file uses to reach the run's database: its helpers, or the engine it names. */
const USES_THE_RUNS_ENGINE = /test\/(?:database|app|fixtures)\.ts|openTestDatabase|testEngine|TEST_DB_ENGINE/;

describe('test files that run once, in the PGlite run', () => {
  it('reach no database of the run’s engine', () => {
    const reaching = ENGINE_FREE_TEST_FILES.filter((file) =>
      USES_THE_RUNS_ENGINE.test(readFileSync(path.join(apiDir, file), 'utf8')),
    );
    expect(reaching).toEqual([]);
  });

  it('all exist, so that none is left out of both runs by a rename', () => {
    for (const file of ENGINE_FREE_TEST_FILES) expect(() => readFileSync(path.join(apiDir, file))).not.toThrow();
  });
});
