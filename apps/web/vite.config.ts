import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API runs on its own port; in production it serves this build from the same origin.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
