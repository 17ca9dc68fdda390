import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesMatching, productionFiles, SOURCE_ROOT } from '../test/source-scan.ts';

/**
 * Query keys are written only in each feature's key factory (`features/<name>/keys.ts`), so that an
 * invalidation names the keys it means through the factory of the feature that owns them, and a key
 * cannot drift from the queries it is meant to reach. Tests are left out: they may name a key as it is.
 */
const FEATURES = path.join(SOURCE_ROOT, 'features');

/** An array written as a key, or a position of a key read as if its shape were known. */
const KEY_LITERALS = [
  /queryKey\s*:\s*\[/g,
  /Query(?:Data|State|Defaults)\s*(?:<[^>]*>)?\s*\(\s*\[/g,
  /Queries\s*(?:<[^>]*>)?\s*\(\s*\[/g,
  /queryKey\s*\[/g,
];

const keyLiteralsIn = (source: string) => linesMatching(source, KEY_LITERALS);

describe('query keys', () => {
  it('finds the shapes it looks for', () => {
    expect(keyLiteralsIn("queryOptions({ queryKey: ['sales', 'detail', id] })")).toHaveLength(1);
    expect(keyLiteralsIn("queryClient.invalidateQueries({ queryKey: ['orders'] })")).toHaveLength(1);
    expect(keyLiteralsIn("queryClient.setQueryData(['store', 'me'], store)")).toHaveLength(1);
    expect(keyLiteralsIn("queryClient.getQueryData<StoreDto>(['store', 'me'])")).toHaveLength(1);
    expect(keyLiteralsIn("predicate: (query) => query.queryKey[1] !== 'unread'")).toHaveLength(1);
    expect(keyLiteralsIn('queryClient.invalidateQueries({ queryKey: saleKeys.all })')).toEqual([]);
  });

  it('are written only in the key factories', () => {
    const found = productionFiles()
      .filter((file) => path.basename(file) !== 'keys.ts')
      .flatMap((file) =>
        keyLiteralsIn(readFileSync(path.join(SOURCE_ROOT, file), 'utf8')).map((at) => `${file}:${at}`),
      );
    expect(found).toEqual([]);
  });

  it('are part of the face of the feature that owns them', () => {
    const unexported = readdirSync(FEATURES).filter((feature) => {
      if (!existsSync(path.join(FEATURES, feature, 'keys.ts'))) return false;
      const face = path.join(FEATURES, feature, 'index.ts');
      return !existsSync(face) || !/export \{[^}]*\} from '\.\/keys\.ts'/.test(readFileSync(face, 'utf8'));
    });
    expect(unexported).toEqual([]);
  });
});
