import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('runs the whole product with nothing set', () => {
    const result = readConfig({});
    expect(result).toMatchObject({
      ok: true,
      config: { port: 8080, host: '127.0.0.1', databaseUrl: undefined, seedDemo: true },
    });
  });

  it('lists every bad value with the variable it came from', () => {
    const result = readConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      TOKEN_TTL_SECONDS: '5',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(3);
    expect(result.problems.join('\n')).toMatch(/PORT="eighty"/);
    expect(result.problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": must be a postgres/);
  });

  it('production seeds no demo accounts and needs a real secret', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      problems: ['TOKEN_SECRET: required when NODE_ENV=production'],
    });
    const result = readConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) });
    expect(result).toMatchObject({ ok: true, config: { seedDemo: false } });
  });

  it('uses the payment sandboxes unless in production, where only an explicit "true" turns them on', () => {
    expect(readConfig({})).toMatchObject({ ok: true, config: { paymentSandbox: true } });
    const secret = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) };
    expect(readConfig(secret)).toMatchObject({ ok: true, config: { paymentSandbox: false } });
    expect(readConfig({ ...secret, PAYMENT_SANDBOX: '1' })).toEqual({
      ok: false,
      problems: ['PAYMENT_SANDBOX: write "true" to use the sandboxes in production'],
    });
    expect(readConfig({ ...secret, PAYMENT_SANDBOX: 'true' })).toMatchObject({
      ok: true,
      config: { paymentSandbox: true },
    });
    expect(
      readConfig({ PAYMENT_SANDBOX: 'false', PUBLIC_URL: 'https://lottery.example/' }),
    ).toMatchObject({
      ok: true,
      config: { paymentSandbox: false, publicUrl: 'https://lottery.example' },
    });
  });
});
