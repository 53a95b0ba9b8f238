import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZMultilineText, ZText } from '../validation/text.ts';
import { dailyInterestConfig } from './config/daily-interest-config.ts';
import { dailySignInRedPackConfig } from './config/daily-sign-in-red-pack-config.ts';
import { lucky7SlotConfig } from './config/lucky7-slot-config.ts';
import { oneDollarConfig } from './config/one-dollar-config.ts';
import type { TMoneySchema } from './config/prize-table.ts';
import { redPackRainConfig } from './config/red-pack-rain-config.ts';
import { redPacketSolitaireConfig } from './config/red-packet-solitaire-config.ts';
import { rouletteConfig } from './config/roulette-config.ts';
import { newbieQuestConfig } from './config/newbie-quest-config.ts';
import { firstDepositByCategoryConfig } from './config/first-deposit-by-category-config.ts';
import { depositConsumeKeno2Config } from './config/deposit-consume-keno-config.ts';
import { lionKingContestConfig } from './config/lion-king-contest-config.ts';
import { activityPeriodKinds, activityTypes } from './activity-types.ts';

/**
 * An activity's configuration (issue #23): one schema per built type, in config/, joined here.
 * A new type: its schema file, one line in `activityConfig` and its name in activityTypesBuilt.
 */
const activityConfig = <M extends TMoneySchema>(money: M) =>
  z.discriminatedUnion('Type', [
    dailySignInRedPackConfig(money),
    rouletteConfig(money),
    newbieQuestConfig(money),
    firstDepositByCategoryConfig(money),
    depositConsumeKeno2Config(money),
    lionKingContestConfig(money),
    dailyInterestConfig(money),
    lucky7SlotConfig(money),
    oneDollarConfig(money),
    redPackRainConfig(money),
    redPacketSolitaireConfig(money),
  ]);

const eligibility = <M extends TMoneySchema>(money: M) =>
  z.object({
    MinVipLevel: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(0)
      .describe('The VIP level the player has reached (0: none)'),
    AgentLoginId: ZText.min(1).max(50).nullable().default(null).describe("Only this agent's team"),
    MinDeposit: money.nullable().optional().describe('Deposited within the period'),
    MinTurnover: money.nullable().optional().describe('Bet within the period'),
    RegisteredAfter: z.number().int().min(0).nullable().default(null).describe('epoch ms'),
  });

const activityFields = <M extends TMoneySchema>(money: M) => ({
  TitleEn: ZText.min(1).max(80),
  TitleZh: ZText.min(1).max(80),
  RulesEn: ZMultilineText.max(4000),
  RulesZh: ZMultilineText.max(4000),
  PeriodKind: z.enum(activityPeriodKinds),
  StartsAt: z.number().int().min(0).describe('epoch ms'),
  EndsAt: z.number().int().min(0).describe('epoch ms'),
  Eligibility: eligibility(money),
  Budget: money,
  TurnoverPercent: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .describe('Turnover required on a prize, in percent of it (100: bet the prize once)'),
  Config: activityConfig(money),
});

export const ZActivityConfig = activityConfig(ZMoney);
export type TActivityConfig = z.input<typeof ZActivityConfig>;
export const ZActivityConfigInput = activityConfig(ZMoneyInput);
export type TActivityConfigInput = z.output<typeof ZActivityConfigInput>;
export type TActivityEligibility = z.output<ReturnType<typeof eligibility<typeof ZMoneyInput>>>;

export const ZSaveActivityRequest = z
  .object({
    ActivityId: z.number().int().min(1).optional().describe('Absent: a new draft'),
    Type: z.enum(activityTypes),
    ...activityFields(ZMoneyInput),
  })
  .meta({ id: 'SaveActivityRequest' });
export type TSaveActivityRequest = z.output<typeof ZSaveActivityRequest>;

export const activityFieldsOut = () => activityFields(ZMoney);
