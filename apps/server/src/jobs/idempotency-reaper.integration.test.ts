import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';
import { createIdempotencyReaper, idempotencyKeepMs } from './idempotency-reaper.ts';

const t = useTestApp();

describe('the idempotency key reaper', () => {
  it('forgets keys older than 72 hours and keeps the others', async () => {
    const { userId } = await t.createAccount();
    const now = t.clock.now();
    for (const [key, age] of [
      ['old-key-0123456789abcdef', idempotencyKeepMs + 1],
      ['new-key-0123456789abcdef', idempotencyKeepMs - 60_000],
    ] as const)
      await t.db.query(
        `INSERT INTO idempotency_keys (user_id, key, route, request_hash, response, created_at)
         VALUES ($1, $2, 'Bet/Place', 'h', '{}', $3)`,
        [userId, key, now - age],
      );
    const reaper = createIdempotencyReaper({ db: t.db, clock: t.clock });
    expect(await reaper.tick()).toBe(1);
    expect(await reaper.tick()).toBe(0);
    const left = await t.db.query<{ key: string }>(
      'SELECT key FROM idempotency_keys WHERE user_id = $1',
      [userId],
    );
    expect(left).toEqual([{ key: 'new-key-0123456789abcdef' }]);
  });
});
