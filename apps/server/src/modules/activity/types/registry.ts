import type { TBuiltActivityType } from '@lottery/contracts';
import { dailyInterestRules, type TDailyInterestConfig } from './daily-interest.ts';
import { dailySignInRedPackRules, type TDailySignInConfig } from './daily-sign-in-red-pack.ts';
import { lionKingContestRules, type TLionKingContestConfig } from './lion-king-contest.ts';
import { lucky7SlotRules, type TLucky7SlotConfig } from './lucky7-slot.ts';
import { oneDollarRules, type TOneDollarConfig } from './one-dollar.ts';
import { redPackRainRules, type TRedPackRainConfig } from './red-pack-rain.ts';
import { redPacketSolitaireRules, type TRedPacketSolitaireConfig } from './red-packet-solitaire.ts';
import { rouletteRules, type TRouletteConfig } from './roulette.ts';
import { newbieQuestRules, type TNewbieQuestConfig } from './newbie-quest.ts';
import {
  firstDepositByCategoryRules,
  type TFirstDepositConfig,
} from './first-deposit-by-category.ts';
import { depositConsumeKeno2Rules, type TDepositKenoConfig } from './deposit-consume-keno2.ts';
import type { TActivityTypeRules } from './type-rules.ts';

/** Every built type's configuration inside the server (amounts are bigint thousandths). */
export type TConfig =
  | TDailySignInConfig
  | TRouletteConfig
  | TNewbieQuestConfig
  | TFirstDepositConfig
  | TDepositKenoConfig
  | TLionKingContestConfig
  | TDailyInterestConfig
  | TLucky7SlotConfig
  | TOneDollarConfig
  | TRedPackRainConfig
  | TRedPacketSolitaireConfig;

const registry: {
  [K in TBuiltActivityType]: TActivityTypeRules<K, Extract<TConfig, { type: K }>>;
} = {
  dailySignInRedPack: dailySignInRedPackRules,
  roulette: rouletteRules,
  newbieQuest: newbieQuestRules,
  firstDepositByCategory: firstDepositByCategoryRules,
  depositConsumeKeno2: depositConsumeKeno2Rules,
  lionKingContest: lionKingContestRules,
  dailyInterest: dailyInterestRules,
  lucky7Slot: lucky7SlotRules,
  oneDollar: oneDollarRules,
  redPackRain: redPackRainRules,
  redPacketSolitaire: redPacketSolitaireRules,
};

/**
 * The rules of a type, typed for the whole configuration union: TypeScript cannot relate a
 * union value to the entry of a map keyed by its tag, so this one cast stands for the map's
 * declared type above (each entry is checked against its own type there).
 */
export const rulesOf = (type: TBuiltActivityType) =>
  registry[type] as unknown as TActivityTypeRules<TBuiltActivityType, TConfig>;
