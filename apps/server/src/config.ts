import { z } from 'zod';

const ZBooleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, validated once at start-up. */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZBooleanText.default(false),
  SEED_DEMO: ZBooleanText.optional(),
  PAYMENT_SANDBOX: ZBooleanText.optional(),
  PUBLIC_URL: z.string().url().optional(),
  SANDBOX_BLOCK_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  STOP_WITH_PARENT: ZBooleanText.default(false),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Hub fan-out across instances through Redis pub/sub; unset keeps it in process. */
  redisUrl: string | undefined;
  dataDir: string;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /** The sandbox payment parties (gateway, chain, payout) are used and their routes served. */
  paymentSandbox: boolean;
  /** Where outside parties reach this server (gateway callbacks, return pages); unset: HOST:PORT. */
  publicUrl: string | undefined;
  /** The sandbox chain makes a block this often (fast, so confirmations accrue in a demo). */
  sandboxBlockMs: number;
  /** The server stops when the process that started it ends (a test harness's server). */
  stopWithParent: boolean;
};

export type TConfigResult = { ok: true; config: TConfig } | { ok: false; problems: string[] };

export function readConfig(environment: NodeJS.ProcessEnv): TConfigResult {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}=${JSON.stringify(environment[String(issue.path[0])])}: ${issue.message}`,
      ),
    };
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.TOKEN_SECRET) {
    return { ok: false, problems: ['TOKEN_SECRET: required when NODE_ENV=production'] };
  }
  // A production server pays out and credits for real: the sandboxes only when said explicitly.
  if (
    e.NODE_ENV === 'production' &&
    e.PAYMENT_SANDBOX === true &&
    environment.PAYMENT_SANDBOX !== 'true'
  ) {
    return {
      ok: false,
      problems: ['PAYMENT_SANDBOX: write "true" to use the sandboxes in production'],
    };
  }
  return {
    ok: true,
    config: {
      env: e.NODE_ENV,
      host: e.HOST,
      port: e.PORT,
      databaseUrl: e.DATABASE_URL,
      redisUrl: e.REDIS_URL,
      dataDir: e.DATA_DIR,
      tokenSecret: e.TOKEN_SECRET,
      tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY,
      seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
      paymentSandbox: e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production',
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
      sandboxBlockMs: e.SANDBOX_BLOCK_MS,
      stopWithParent: e.STOP_WITH_PARENT,
    },
  };
}
