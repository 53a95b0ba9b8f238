import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying. The server's Content-Security-Policy has no 'unsafe-eval' (it covers /admin as every
 * page), so the probe fails and the browser reports it; jitless parsing skips the probe.
 * Imported first by main.tsx, before any schema parses (as apps/web does).
 */
z.config({ jitless: true });
