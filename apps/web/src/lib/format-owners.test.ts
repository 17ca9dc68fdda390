import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times are written only by `lib/format.ts`: one style per kind of place, always in the
 * marketplace's time zone. A screen that builds its own format would pick another style, or the
 * viewer's zone (a passkey "added" on the wrong day in Perth). Tests are left out.
 */
const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FORMAT_MODULE = path.join('lib', 'format.ts');

const DATE_FORMATTING = [/\bIntl\.DateTimeFormat\b/g, /\.toLocaleDateString\s*\(/g, /\.toLocaleTimeString\s*\(/g];

function productionFiles(): string[] {
  return readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`) && file !== FORMAT_MODULE);
}

function dateFormattingIn(source: string): string[] {
  return DATE_FORMATTING.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `${line}: ${source.split('\n')[line - 1]?.trim()}`;
    }),
  );
}

describe('date formats', () => {
  it('finds the shapes it looks for', () => {
    expect(dateFormattingIn("const f = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });")).toHaveLength(1);
    expect(dateFormattingIn('when.toLocaleDateString()')).toHaveLength(1);
    expect(dateFormattingIn("when.toLocaleTimeString('en-AU')")).toHaveLength(1);
    expect(dateFormattingIn("count.toLocaleString('en-AU')")).toEqual([]);
  });

  it('are made nowhere but lib/format.ts', () => {
    const found = productionFiles().flatMap((file) =>
      dateFormattingIn(readFileSync(path.join(SOURCE_ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
    expect(dateFormattingIn(readFileSync(path.join(SOURCE_ROOT, FORMAT_MODULE), 'utf8')).length).toBeGreaterThan(0);
  });
});
