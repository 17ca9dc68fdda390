import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const rootManifest = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as {
  engines: { node: string };
};
const lockfile = JSON.parse(readFileSync(`${repoRoot}package-lock.json`, 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; cpu?: string[] | string }>;
};

/** Node 23 and later ship no 32-bit builds: a package made only for ia32 is never installed with them. */
const onlyFor32Bit = (cpu: string[] | string | undefined) =>
  cpu !== undefined && [cpu].flat().every((name) => name === 'ia32');

describe('installed packages and the Node the project promises', () => {
  it('installs nothing that asks for a newer Node than the oldest the README supports', () => {
    const oldestSupported = semver.minVersion(rootManifest.engines.node)?.version;
    expect(oldestSupported).toBe('24.11.0');
    const tooNew = Object.entries(lockfile.packages)
      .filter(([, entry]) => {
        const engines = entry.engines;
        const node = engines && !Array.isArray(engines) ? engines.node : undefined;
        if (onlyFor32Bit(entry.cpu)) return false;
        return node !== undefined && !semver.satisfies(oldestSupported ?? '', node);
      })
      .map(([path, entry]) => `${path} ${JSON.stringify(entry.engines)}`);
    expect(tooNew).toEqual([]);
  });

  it('runs on the Node it promises: npm scripts take the pinned Node 24 binary where the machine has an older one', () => {
    expect(semver.satisfies(process.versions.node, rootManifest.engines.node)).toBe(true);
  });
});
