import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying, when an object schema is built. The server's Content-Security-Policy has no
 * 'unsafe-eval' (it covers /admin as every page), so the probe fails and the browser reports
 * it; jitless parsing skips the probe. Imported first by main.tsx, before the contracts build
 * their schemas: vite.config.ts keeps that order in the build (strictExecutionOrder).
 */
z.config({ jitless: true });
