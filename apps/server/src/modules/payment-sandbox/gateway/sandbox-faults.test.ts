import { describe, expect, it } from 'vitest';
import { planNotices, type TSandboxFault } from './sandbox-faults.ts';

const plan = (faults: TSandboxFault[], outcome: 'paid' | 'failed' = 'paid') =>
  planNotices({ outcome, amount: 100_000n, faults, now: 1_000, lateDelayMs: 60_000 });

describe('sandbox gateway callback plan', () => {
  it('sends one genuine callback when nothing is asked', () => {
    expect(plan([])).toEqual([{ status: 'paid', amount: 100_000n, forged: false, dueAt: 1_000 }]);
  });

  it('sends none for noCallback, whatever else is asked', () => {
    expect(plan(['noCallback', 'duplicate', 'badSignature'])).toEqual([]);
  });

  it('repeats, delays, forges and reorders as asked', () => {
    expect(plan(['duplicate'])).toHaveLength(3);
    expect(plan(['late']).map((n) => n.dueAt)).toEqual([61_000]);
    expect(plan(['badSignature']).map((n) => n.forged)).toEqual([true, false]);
    expect(plan(['outOfOrder']).map((n) => [n.status, n.dueAt])).toEqual([
      ['paid', 1_000],
      ['pending', 1_001],
    ]);
  });

  it('tells an abandoned order once, never duplicated or reordered', () => {
    expect(plan(['duplicate', 'outOfOrder'], 'failed')).toEqual([
      { status: 'failed', amount: 100_000n, forged: false, dueAt: 1_000 },
    ]);
  });
});
