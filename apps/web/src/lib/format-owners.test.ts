import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesMatching, productionFiles, SOURCE_ROOT } from '../test/source-scan.ts';

/**
 * Dates and times are written only by `lib/format.ts`: one style per kind of place, always in the
 * marketplace's time zone. A screen that builds its own format would pick another style, or the
 * viewer's zone (a passkey "added" on the wrong day in Perth). Tests are left out.
 */
const FORMAT_MODULE = path.join('lib', 'format.ts');

const DATE_FORMATTING = [/\bIntl\.DateTimeFormat\b/g, /\.toLocaleDateString\s*\(/g, /\.toLocaleTimeString\s*\(/g];

const dateFormattingIn = (source: string) => linesMatching(source, DATE_FORMATTING);

describe('date formats', () => {
  it('finds the shapes it looks for', () => {
    expect(dateFormattingIn("const f = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });")).toHaveLength(1);
    expect(dateFormattingIn('when.toLocaleDateString()')).toHaveLength(1);
    expect(dateFormattingIn("when.toLocaleTimeString('en-AU')")).toHaveLength(1);
    expect(dateFormattingIn("count.toLocaleString('en-AU')")).toEqual([]);
  });

  it('are made nowhere but lib/format.ts', () => {
    const found = productionFiles()
      .filter((file) => file !== FORMAT_MODULE)
      .flatMap((file) =>
        dateFormattingIn(readFileSync(path.join(SOURCE_ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
    expect(dateFormattingIn(readFileSync(path.join(SOURCE_ROOT, FORMAT_MODULE), 'utf8')).length).toBeGreaterThan(0);
  });
});
