// Builds the web app and stamps the build with a hash of everything it was built from.
// With --if-stale (npm start), skips the build when the stamp still matches those sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
// A dotfile, so the API's static file server never publishes it.
const stampFile = path.join(dist, '.build-stamp');

/** What the build reads: the web app, the shared code it bundles, and the locked dependency versions. */
const SOURCES = [
  'apps/web',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !SKIPPED_DIRS.has(entry.name))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

function sourcesHash() {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap(listFiles).sort();
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    // Name and length before the content, so moving bytes between files changes the hash.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

const onlyIfStale = process.argv.includes('--if-stale');
// Hashed before building: a source edited during the build makes the next start build again.
const hash = sourcesHash();
const built = existsSync(path.join(dist, 'index.html'));
if (onlyIfStale && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash) {
  console.log('Web app: sources unchanged since the last build, not building it again.');
  process.exit(0);
}
if (onlyIfStale) {
  // A build without a stamp (vite build run directly) may be of any sources: it counts as changed.
  console.log(
    built ? 'Web app: sources changed since the last build, building it.' : 'Web app: not built yet, building it.',
  );
}
const build = spawnSync('npm', ['run', 'build', '-w', '@soko/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile, `${hash}\n`);
