import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// In development the API runs on its own port; in production it serves this build from the same origin.
const API_ORIGIN = 'http://localhost:3000';

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Below about one network packet, compression saves nothing worth a second file. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` next to each text file of the build, compressed once at the highest
 * levels, so the API sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing at every request.
 */
function precompress(): Plugin {
  return {
    name: 'soko-precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const filePath = path.join(dir, file);
            if ((await stat(filePath)).size < MIN_COMPRESS_BYTES) return;
            const content = await readFile(filePath);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/dev': API_ORIGIN,
      // `/reset/:token` is both a page (a browser opening the emailed link) and an API call (fetch).
      '/reset': {
        target: API_ORIGIN,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
      '/activateV': API_ORIGIN,
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Both cores (vitest's default leaves one free).
    maxWorkers: 2,
    // vitest's 5 s is a quiet machine's: in .ci/run this suite shares the cores with the PostgreSQL
    // run and the end-to-end run, and a test of a whole page with typing took 4 s there on average.
    testTimeout: 30_000,
    // Each file still gets its own jsdom, but a worker imports React, Mantine and the app once
    // instead of once per file: 135 s of CPU for the suite instead of 235 s (2026-12-07).
    isolate: false,
  },
});
