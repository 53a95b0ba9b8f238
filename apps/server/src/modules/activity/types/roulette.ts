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

/** roulette: one spin of the wheel for each turnover threshold the period's bets reached. */
export interface TRouletteConfig {
  type: 'roulette';
  prizes: TPrizeEntry[];
  spinTurnovers: bigint[];
}

type TStored = { type: 'roulette'; prizes: TStoredTable; spinTurnovers: string[] };

export const rouletteRules: TActivityTypeRules<'roulette', TRouletteConfig, TStored> = {
  type: 'roulette',
  cashFlowType: cashFlowTypes.roulettePrize,
  fromInput: (input) => ({
    type: input.Type,
    prizes: tableOfInput(input.Prizes),
    spinTurnovers: input.SpinTurnovers,
  }),
  wire: (config) => ({
    Type: config.type,
    Prizes: wireTable(config.prizes),
    SpinTurnovers: config.spinTurnovers,
  }),
  store: (config) => ({
    type: config.type,
    prizes: storeTable(config.prizes),
    spinTurnovers: config.spinTurnovers.map(String),
  }),
  read: (stored) => ({
    type: stored.type,
    prizes: readTable(stored.prizes),
    spinTurnovers: stored.spinTurnovers.map((amount) => BigInt(amount)),
  }),
  prizeTables: (config) => [config.prizes],
  claimsPerPeriod: (config) => config.spinTurnovers.length,
  async progress(db, context) {
    const { config, turnover } = context;
    const claimed = await claimsInPeriod(db, context);
    const spins = thresholdsReached(config.spinTurnovers, turnover);
    return {
      ...progressOfClaims(claimed.length),
      spinsLeft: Math.max(0, spins.reached - claimed.length),
      nextSpinTurnover: spins.nextGap,
    };
  },
  async plan(_db, context, progress) {
    if (progress.spinsLeft === 0)
      return progress.nextSpinTurnover === null && progress.claimedThisPeriod > 0
        ? fail('ActivityAlreadyClaimed')
        : fail('ActivityNoSpinsLeft', {
            nextTurnover: thousandthsToNumber(progress.nextSpinTurnover ?? 0n),
          });
    return succeed({
      claimNo: progress.claimedThisPeriod,
      streakDay: null,
      table: context.config.prizes,
    });
  },
  hasClaimLeft: (progress) => progress.spinsLeft > 0,
  tableOfClaim: (config) => config.prizes,
};
