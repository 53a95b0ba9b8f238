import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRecords } from './compare-records.ts';
import type { TReconciliationRecord } from './reconciliation-source.ts';

const record = (
  ref: string,
  amount: bigint,
  state: TReconciliationRecord['State'] = 'settled',
  orderNo?: string,
): TReconciliationRecord => ({
  ExternalRef: ref,
  Amount: amount,
  At: 0,
  State: state,
  ...(orderNo ? { OrderNo: orderNo } : {}),
});

describe('comparing records', () => {
  it('lists each kind of difference once and counts the agreeing pairs', () => {
    const theirs = [
      record('A', 100n),
      record('B', 200n),
      record('C', 300n, 'settled'),
      record('D', 400n),
      record('E', 500n, 'failed'),
    ];
    const ours = [
      record('A', 100n),
      record('C', 300n, 'pending'),
      record('D', 401n),
      record('E', 600n, 'settled'),
      record('F', 700n),
    ];
    const { matched, differences } = compareRecords(theirs, ours);
    expect(matched).toBe(1);
    expect(differences.map((d) => [d.kind, d.externalRef])).toEqual([
      ['missingOurs', 'B'],
      ['stateDiffers', 'C'],
      ['amountDiffers', 'D'],
      ['amountDiffers', 'E'],
      ['stateDiffers', 'E'],
      ['missingTheirs', 'F'],
    ]);
    expect(differences[2]).toMatchObject({ theirAmount: 400n, ourAmount: 401n });
  });

  it('pairs by our order number when our side has no external reference yet', () => {
    const { matched, differences } = compareRecords(
      [record('G1', 100n, 'settled', 'D0000000001')],
      [record('D0000000001', 100n, 'settled', 'D0000000001')],
    );
    expect(matched).toBe(1);
    expect(differences).toEqual([]);
  });

  it('finds nothing between identical sides, and every record of a one-sided day', () => {
    const records = fc.uniqueArray(
      fc.record({
        ExternalRef: fc.string({ minLength: 1, maxLength: 6 }),
        Amount: fc.bigInt({ min: 1n, max: 10n ** 9n }),
        At: fc.nat(),
        State: fc.constantFrom('settled' as const, 'pending' as const, 'failed' as const),
      }),
      { selector: (r) => r.ExternalRef, maxLength: 30 },
    );
    fc.assert(
      fc.property(records, (list) => {
        expect(compareRecords(list, list)).toEqual({ matched: list.length, differences: [] });
        expect(compareRecords(list, []).differences).toHaveLength(list.length);
        expect(compareRecords([], list).differences.every((d) => d.kind === 'missingTheirs')).toBe(
          true,
        );
      }),
    );
  });
});
