import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Brotli and gzip copies beside each text file, which the server sends by Accept-Encoding.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    host: '127.0.0.1',
    // `npm run dev -w @lottery/web` talks to a server started with `npm start`.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/Hub': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'], priority: 2 }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Its projects (which files, isolated or not) are in the root vitest.config.ts. test-setup.ts
    // puts back what the file before left behind, and zustand is the recording stand-in whose
    // stores it resets.
    alias: [{ find: /^zustand$/, replacement: '@lottery/client-kit/testing/recorded-zustand' }],
    // The screens' tests click through jsdom and take up to about 5 s when the suite's workers
    // share two cores (the 5 s default failed them beside other work); tests assert behaviour,
    // not speed, so the limit holds at three times that.
    testTimeout: 15_000,
  },
});
