import { depositStates } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { decideCallback } from './decide-callback.ts';

const now = 1_000_000;
const open = { state: depositStates.waiting, amount: 100_000n, expiresAt: now + 60_000 } as const;

describe('deciding a gateway callback', () => {
  it('credits a paid callback of the order amount while the order is open', () => {
    expect(decideCallback(open, { status: 'paid', amount: 100_000n }, now)).toEqual({
      act: 'credit',
    });
    expect(
      decideCallback(
        { ...open, state: depositStates.createOrder },
        { status: 'paid', amount: 100_000n },
        now,
      ),
    ).toEqual({ act: 'credit' });
  });

  it('sends another amount, an expired or a cancelled order to review', () => {
    expect(decideCallback(open, { status: 'paid', amount: 101_000n }, now)).toEqual({
      act: 'review',
      reason: 'amount',
    });
    expect(
      decideCallback({ ...open, expiresAt: now }, { status: 'paid', amount: 100_000n }, now),
    ).toEqual({
      act: 'review',
      reason: 'late',
    });
    expect(
      decideCallback(
        { ...open, state: depositStates.cancel },
        { status: 'paid', amount: 100_000n },
        now,
      ),
    ).toEqual({ act: 'review', reason: 'late' });
  });

  it('does nothing more for a confirmed order, and nothing for "pending"', () => {
    const confirmed = { ...open, state: depositStates.confirm };
    expect(decideCallback(confirmed, { status: 'paid', amount: 100_000n }, now)).toEqual({
      act: 'alreadyDone',
    });
    expect(decideCallback(confirmed, { status: 'pending', amount: 100_000n }, now)).toEqual({
      act: 'ignore',
    });
    expect(decideCallback(confirmed, { status: 'failed', amount: 100_000n }, now)).toEqual({
      act: 'ignore',
    });
  });

  it('closes an open order the gateway says failed', () => {
    expect(decideCallback(open, { status: 'failed', amount: 100_000n }, now)).toEqual({
      act: 'cancel',
    });
  });
});
