import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZMultilineText, ZText } from '../validation/text.ts';
import { activityPeriodKinds, activityTypes } from './activity-types.ts';

/**
 * An activity's configuration (issue #23), built by a function of the money schema: requests
 * read amounts with ZMoneyInput (exact thousandths), answers write them with ZMoney.
 */

type TMoneySchema = typeof ZMoney | typeof ZMoneyInput;

/** Most entries a prize table may have, and the largest weight of one entry. */
export const maxPrizeTableEntries = 20;
export const maxPrizeWeight = 1_000_000;

const prizeTable = <M extends TMoneySchema>(money: M) =>
  z
    .array(
      z.object({
        Amount: money,
        Weight: z.number().int().min(1).max(maxPrizeWeight).describe('Relative chance'),
      }),
    )
    .min(1)
    .max(maxPrizeTableEntries)
    .describe('Weighted prizes: one entry is a fixed prize; several are drawn provably fairly');

const activityConfig = <M extends TMoneySchema>(money: M) =>
  z.discriminatedUnion('Type', [
    z.object({
      Type: z.literal('dailySignInRedPack'),
      StreakPrizes: z
        .array(prizeTable(money))
        .min(1)
        .max(31)
        .describe('The red packet of streak day 1, 2, …; days past the last use the last table'),
    }),
    z.object({
      Type: z.literal('roulette'),
      Prizes: prizeTable(money),
      SpinTurnovers: z
        .array(money)
        .min(1)
        .max(10)
        .describe('Each amount of turnover reached in the period gives one spin (0: a free spin)'),
    }),
  ]);

const eligibility = <M extends TMoneySchema>(money: M) =>
  z.object({
    MinVipLevel: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(0)
      .describe('Placeholder: levels are 0 until VIP'),
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
