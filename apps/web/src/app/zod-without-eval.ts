import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * trying. The product's Content-Security-Policy has no 'unsafe-eval', so the probe fails, and the
 * browser reports the refusal even though zod falls back; jitless parsing skips the probe.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
