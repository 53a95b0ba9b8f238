import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainSteps,
  redPacketSolitaireRules,
  type TRedPacketSolitaireConfig,
} from './red-packet-solitaire.ts';
import { progressOfClaims } from './type-rules.ts';
import type { TActivity } from '../activity-rows.ts';

const tables = (thresholds: bigint[]): TRedPacketSolitaireConfig => ({
  type: 'redPacketSolitaire',
  packets: thresholds.map((turnover, index) => ({
    turnover,
    prizes: [{ amount: BigInt(index + 1) * 1000n, weight: 1 }],
  })),
});

const context = (config: TRedPacketSolitaireConfig, turnover: bigint) => ({
  activity: { id: 1 } as TActivity,
  config,
  userId: 1,
  period: { key: 'd:1', startsAt: 0, endsAt: 1 },
  turnover,
  deposited: 0n,
  nowMs: 0,
});

const thresholdsArbitrary = fc
  .array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 20 })
  .map((values) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

describe('the red-packet relay', () => {
  it('lets a player open exactly the next packet, and only once the turnover reaches it', async () => {
    await fc.assert(
      fc.asyncProperty(
        thresholdsArbitrary,
        fc.bigInt({ min: 0n, max: 12_000_000n }),
        fc.nat(20),
        fc.option(fc.nat(21), { nil: undefined }),
        async (thresholds, turnover, openedCount, step) => {
          const config = tables(thresholds);
          const opened = Math.min(openedCount, thresholds.length);
          const steps = chainSteps(
            config,
            turnover,
            new Set(Array.from({ length: opened }, (_, k) => k)),
          );
          const progress = { ...progressOfClaims(opened), steps };
          const plan = await redPacketSolitaireRules.plan(
            {} as never,
            context(config, turnover),
            progress,
            step,
          );
          const next = thresholds[opened];
          const chosen = step ?? opened;
          const allowed = next !== undefined && chosen === opened && turnover >= next;
          expect(plan.ok).toBe(allowed);
          expect(redPacketSolitaireRules.hasClaimLeft(progress)).toBe(
            next !== undefined && turnover >= next,
          );
          if (plan.ok) expect(plan.value.claimNo).toBe(opened);
          else if (next === undefined || chosen < opened)
            expect(plan.error).toBe('ActivityAlreadyClaimed');
          else if (chosen > opened) expect(plan.error).toBe('RedPacketSolitaireOutOfOrder');
          else expect(plan.error).toBe('RedPacketSolitaireLocked');
          for (const [index, each] of steps.entries()) {
            expect(each.done).toBe(turnover >= (thresholds[index] ?? 0n));
            expect(each.reached).toBe(
              turnover < (thresholds[index] ?? 0n) ? turnover : thresholds[index],
            );
          }
        },
      ),
    );
  });
});
