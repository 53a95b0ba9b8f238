import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';
import { idempotent, type TIdempotentCall } from './idempotency.ts';
import { fail, succeed } from './result.ts';

const t = useTestApp();

/** NUL and both halves of a surrogate pair alone, which jsonb refuses, beside a paired one. */
const unstorable = 'a\u0000b\ud800c\udc00d\ud83d\ude00';

describe('the idempotency store', () => {
  const callOf = (userId: number, key: string): TIdempotentCall => ({
    userId,
    key,
    route: '/api/Test/Quote',
    body: { Serial: unstorable },
    at: t.clock.now(),
  });

  it('stores a refusal quoting text jsonb cannot hold, and replays it whole', async () => {
    const { userId } = await t.createAccount();
    const refusal = fail('ScheduleIssueNotFound', { issue: unstorable });
    let runs = 0;
    const work = async () => {
      runs += 1;
      return refusal;
    };
    const call = callOf(userId, 'unstorable-refusal-0123');
    expect(await idempotent(t.db, call, work)).toEqual(refusal);
    expect(await idempotent(t.db, call, work)).toEqual(refusal);
    expect(runs).toBe(1);
  });

  it('stores a success holding such text, and replays it whole', async () => {
    const { userId } = await t.createAccount();
    const value = { Note: unstorable, Amount: 5n, Items: [unstorable] };
    let runs = 0;
    const work = async () => {
      runs += 1;
      return succeed(value);
    };
    const call = callOf(userId, 'unstorable-success-0123');
    expect(await idempotent(t.db, call, work)).toEqual(succeed(value));
    expect(await idempotent(t.db, call, work)).toEqual(succeed(value));
    expect(runs).toBe(1);
  });
});
