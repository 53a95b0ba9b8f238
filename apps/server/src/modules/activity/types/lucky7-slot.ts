import { cashFlowTypes, thousandthsToNumber } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import {
  readTable,
  storeTable,
  tableOfInput,
  wireTable,
  type TStoredTable,
} from './prize-tables.ts';
import { thresholdsReached } from './spin-thresholds.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TPrizeEntry,
} from './type-rules.ts';

/**
 * lucky7Slot: one spin for each turnover threshold and each deposit threshold the period's bets
 * and deposits reached; a spin draws from the prize table like the roulette's, and the screen's
 * reels are a function of the drawn index (packages/lottery slot-reels.ts), so the draw proof
 * covers them.
 */
export interface TLucky7SlotConfig {
  type: 'lucky7Slot';
  prizes: TPrizeEntry[];
  spinTurnovers: bigint[];
  spinDeposits: bigint[];
}

type TStored = {
  type: 'lucky7Slot';
  prizes: TStoredTable;
  spinTurnovers: string[];
  spinDeposits: string[];
};

/** Spins earned by the amounts reached, and the least amount still missing for one more. */
export function spinsEarned(
  config: Pick<TLucky7SlotConfig, 'spinTurnovers' | 'spinDeposits'>,
  reached: { turnover: bigint; deposited: bigint },
) {
  const byTurnover = thresholdsReached(config.spinTurnovers, reached.turnover);
  const byDeposit = thresholdsReached(config.spinDeposits, reached.deposited);
  return {
    earned: byTurnover.reached + byDeposit.reached,
    nextTurnover: byTurnover.nextGap,
    nextDeposit: byDeposit.nextGap,
  };
}

export const lucky7SlotRules: TActivityTypeRules<'lucky7Slot', TLucky7SlotConfig, TStored> = {
  type: 'lucky7Slot',
  cashFlowType: cashFlowTypes.lucky7SlotPrize,
  fromInput: (input) => ({
    type: input.Type,
    prizes: tableOfInput(input.Prizes),
    spinTurnovers: input.SpinTurnovers,
    spinDeposits: input.SpinDeposits,
  }),
  wire: (config) => ({
    Type: config.type,
    Prizes: wireTable(config.prizes),
    SpinTurnovers: config.spinTurnovers,
    SpinDeposits: config.spinDeposits,
  }),
  store: (config) => ({
    type: config.type,
    prizes: storeTable(config.prizes),
    spinTurnovers: config.spinTurnovers.map(String),
    spinDeposits: config.spinDeposits.map(String),
  }),
  read: (stored) => ({
    type: stored.type,
    prizes: readTable(stored.prizes),
    spinTurnovers: stored.spinTurnovers.map((amount) => BigInt(amount)),
    spinDeposits: stored.spinDeposits.map((amount) => BigInt(amount)),
  }),
  prizeTables: (config) => [config.prizes],
  claimsPerPeriod: (config) => config.spinTurnovers.length + config.spinDeposits.length,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const spins = spinsEarned(context.config, context);
    return {
      ...progressOfClaims(claimed.length),
      spinsLeft: Math.max(0, spins.earned - claimed.length),
      nextSpinTurnover: spins.nextTurnover,
    };
  },
  async plan(_db, context, progress) {
    if (progress.spinsLeft === 0) {
      const spins = spinsEarned(context.config, context);
      if (spins.nextTurnover === null && spins.nextDeposit === null)
        return fail('ActivityAlreadyClaimed');
      return fail('ActivityNoSpinsLeft', {
        nextTurnover: thousandthsToNumber(spins.nextTurnover ?? 0n),
      });
    }
    return succeed({
      claimNo: progress.claimedThisPeriod,
      streakDay: null,
      table: context.config.prizes,
    });
  },
  hasClaimLeft: (progress) => progress.spinsLeft > 0,
  tableOfClaim: (config) => config.prizes,
};
