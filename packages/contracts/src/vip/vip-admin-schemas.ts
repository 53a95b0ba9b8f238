import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * The back office's VIP levels (issue #23): permissions vip.view and vip.manage. The levels are
 * fixed (0 to 6, from the first migration); each one's name, thresholds and rewards change.
 */

/** The largest bonus turnover multiple a level may ask (the database's check). */
export const maxVipBonusTurnoverMultiple = 100;

type TMoneySchema = typeof ZMoney | typeof ZMoneyInput;

/** An amount field described (describe answers the schema's base type, losing which one it is). */
const amount = <M extends TMoneySchema>(money: M, description: string) =>
  money.describe(description) as M;

const levelFields = <M extends TMoneySchema>(money: M) => ({
  Name: ZText.min(1, { error: 'required' }).max(20),
  DepositRequired: amount(money, 'Deposits credited within one site month to reach the level'),
  BetVolumeRequired: amount(money, 'Bets placed (not cancelled) within one site month'),
  UpgradeBonus: amount(money, 'Paid once into the bonus wallet when the level is first reached'),
  BirthdayBonus: amount(money, "Paid on the player's birthday, once a year"),
  MonthlyBonus: amount(money, 'Paid at the monthly review to those who keep the level'),
  BonusTurnoverMultiple: z
    .number()
    .int()
    .min(0)
    .max(maxVipBonusTurnoverMultiple)
    .describe('Turnover each reward needs, × its amount'),
});

export const ZAdminVipLevel = z
  .object({
    Level: z.number().int(),
    ...levelFields(ZMoney),
    Players: z.number().int().describe('Accounts at this level now'),
  })
  .meta({ id: 'AdminVipLevel' });
export type TAdminVipLevel = z.input<typeof ZAdminVipLevel>;

export const ZAdminVipLevelList = z
  .object({ Items: z.array(ZAdminVipLevel).describe('Lowest level first') })
  .meta({ id: 'AdminVipLevelList' });

/** Replaces one level's settings (saving the same values again changes nothing). */
export const ZSaveVipLevelRequest = z
  .object({ Level: z.number().int().min(0).max(100), ...levelFields(ZMoneyInput) })
  .meta({ id: 'SaveVipLevelRequest' });
export type TSaveVipLevelRequest = z.output<typeof ZSaveVipLevelRequest>;

/** A player's VIP state on the back office's player page (the answer is VIPnew/GetPlayerVIPInfo's). */
export const ZAdminVipPlayerQuery = z.object({
  LoginId: ZText.min(1, { error: 'required' }).max(64),
});
