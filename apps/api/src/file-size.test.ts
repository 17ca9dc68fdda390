import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The most lines a production file of a feature may have (docs/architecture.md); a longer one is split by job. */
const MAX_LINES = 500;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The generated web types (apps/web/src/lib/api-schema.ts) live outside these folders.
const FEATURE_FOLDERS = ['apps/api/src/modules', 'apps/web/src/features'];
const SOURCE = /\.tsx?$/;
const TEST = /\.(test|pg-test)\.tsx?$/;

function productionFilesIn(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

function lineCount(file: string): number {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  it(`keeps every production file of the API modules and web features at ${MAX_LINES} lines or fewer`, () => {
    const files = FEATURE_FOLDERS.flatMap(productionFilesIn);
    // Both folders are read: an empty scan would pass for the wrong reason.
    expect(files.filter((file) => file.startsWith('apps/api/')).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.startsWith('apps/web/')).length).toBeGreaterThan(100);

    const tooLong = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong, `over ${MAX_LINES} lines; split each by the jobs it does`).toEqual([]);
  });
});
