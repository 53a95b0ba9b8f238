import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The server serves this build under /admin (apps/server/src/platform/serve-admin-app.ts), so
  // every asset URL the build writes starts there.
  base: '/admin/',
  // Brotli and gzip copies beside each text file, which the server sends by Accept-Encoding.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    host: '127.0.0.1',
    port: 5174,
    // `npm run dev -w @lottery/admin` talks to a server started with `npm start`.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/Hub': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    // Modules run in source order across chunks: main.tsx's first import makes zod jitless
    // (app/zod-without-eval.ts), and without this the shared chunk holding the contracts built
    // their object schemas first, whose eval probe the Content-Security-Policy refused
    // (e2e/admin-login.e2e.ts watches for refusals).
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Its projects (which files, isolated or not) are in the root vitest.config.ts. test-setup.ts
    // puts back what the file before left behind, and zustand is the recording stand-in whose
    // stores it resets.
    alias: [{ find: /^zustand$/, replacement: '@lottery/client-kit/testing/recorded-zustand' }],
    // As apps/web: screens clicked through jsdom on two shared cores take seconds; tests assert
    // behaviour, not speed.
    testTimeout: 15_000,
  },
});
