// Builds what `npm start` runs: the web app (Vite) and the API (esbuild, TypeScript to one
// JavaScript bundle that `node` runs directly). Each build is stamped with a hash of everything it
// was built from; with --if-stale (npm start), a build whose stamp still matches is skipped.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
/** Read by both builds: the shared code they bundle and the locked dependency versions. */
const COMMON_SOURCES = [
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

const apiDir = path.join(root, 'apps/api');
const apiDist = path.join(apiDir, 'dist');

/** The API's entry points: the server and the commands an operator runs beside it. */
const API_ENTRIES = {
  server: 'src/server.ts',
  migrate: 'src/scripts/migrate.ts',
  'seed-demo': 'src/scripts/seed.ts',
};

async function buildApi() {
  const { build } = await import('esbuild');
  rmSync(apiDist, { recursive: true, force: true });
  await build({
    absWorkingDir: apiDir,
    entryPoints: API_ENTRIES,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Installed packages stay imports resolved by Node at run time (native modules, PGlite's
        // files); only the workspace's own TypeScript is bundled.
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === '@soko/shared' || args.path.startsWith('@soko/shared/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  // db/client.ts finds the migrations next to the module that runs them: in the bundle, dist/.
  cpSync(path.join(apiDir, 'src/db/migrations'), path.join(apiDist, 'migrations'), { recursive: true });
}

function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@soko/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const TARGETS = [
  {
    name: 'Web app',
    sources: ['apps/web', ...COMMON_SOURCES],
    output: path.join(root, 'apps/web/dist'),
    builtFile: 'index.html',
    build: buildWeb,
  },
  {
    name: 'API',
    sources: ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...COMMON_SOURCES],
    output: apiDist,
    builtFile: 'server.js',
    build: buildApi,
  },
];

function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !SKIPPED_DIRS.has(entry.name))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

function sourcesHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(listFiles).sort()) {
    const content = readFileSync(path.join(root, file));
    // Name and length before the content, so moving bytes between files changes the hash.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

const onlyIfStale = process.argv.includes('--if-stale');
for (const target of TARGETS) {
  // A dotfile, so the API's static file server never publishes the web app's stamp.
  const stampFile = path.join(target.output, '.build-stamp');
  // Hashed before building: a source edited during the build makes the next start build again.
  const hash = sourcesHash(target.sources);
  const built = existsSync(path.join(target.output, target.builtFile));
  if (onlyIfStale && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash) {
    console.log(`${target.name}: sources unchanged since the last build, not building it again.`);
    continue;
  }
  if (onlyIfStale) {
    // A build without a stamp (vite build run directly) may be of any sources: it counts as changed.
    console.log(`${target.name}: ${built ? 'sources changed since the last build' : 'not built yet'}, building it.`);
  }
  await target.build();
  writeFileSync(stampFile, `${hash}\n`);
}
