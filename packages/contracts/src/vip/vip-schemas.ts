import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** What a VIP level pays, into the bonus wallet with its turnover multiple (issue #23). */
export const ZVipRewards = z
  .object({
    UpgradeBonus: ZMoney.describe('Paid once when the level is first reached'),
    BirthdayBonus: ZMoney.describe("Paid on the player's birthday (site day), once a year"),
    MonthlyBonus: ZMoney.describe('Paid at the monthly review to those who keep the level'),
    BonusTurnoverMultiple: z.number().int().describe('Turnover each reward needs, × its amount'),
  })
  .meta({ id: 'VipRewards' });
export type TVipRewards = z.input<typeof ZVipRewards>;
