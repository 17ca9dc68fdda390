import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's `src` folder, for the tests that read its files as text. */
export const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every production file of `src` (relative), leaving out tests, test helpers and the generated API types. */
export function productionFiles(): string[] {
  return readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`) && file !== path.join('lib', 'api-schema.ts'));
}

/** Each match of the patterns in the source, as "line: the line's text". */
export function linesMatching(source: string, patterns: RegExp[]): string[] {
  const lines = source.split('\n');
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `${line}: ${lines[line - 1]?.trim()}`;
    }),
  );
}
