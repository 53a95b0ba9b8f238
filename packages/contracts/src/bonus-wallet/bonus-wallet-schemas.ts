import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/** A grant's life: active until its turnover is met (released) or it expires unmet (forfeited). */
export const bonusGrantStates = ['active', 'released', 'forfeited'] as const;
export type TBonusGrantState = (typeof bonusGrantStates)[number];

/** Where a grant came from (activity engine, back office, deposit bonus, VIP rewards). */
export const bonusGrantSources = [
  'activity',
  'admin',
  'deposit',
  'vipUpgrade',
  'vipMonthly',
  'vipBirthday',
] as const;
export type TBonusGrantSource = (typeof bonusGrantSources)[number];

export const ZBonusGrant = z
  .object({
    Id: z.string(),
    Amount: ZMoney,
    Source: z.enum(bonusGrantSources),
    TurnoverRequired: ZMoney.describe(
      'Bets (settled, not cancelled) the grant needs before release',
    ),
    TurnoverAchieved: ZMoney.describe('Bets counted towards it so far (never above the required)'),
    GrantedAt: z.number().int().describe('Epoch milliseconds'),
    ExpiresAt: z.number().int().describe('Epoch milliseconds'),
    State: z.enum(bonusGrantStates),
    DecidedAt: z.number().int().nullable().describe('When it was released or forfeited'),
  })
  .meta({ id: 'BonusGrant' });
export type TBonusGrant = z.input<typeof ZBonusGrant>;

export const ZBonusWallet = z
  .object({
    Balance: ZMoney.describe('The bonus wallet: the sum of the active grants'),
    Grants: z
      .array(ZBonusGrant)
      .describe('Active grants oldest first, then the history newest first'),
  })
  .meta({ id: 'BonusWallet' });
export type TBonusWallet = z.input<typeof ZBonusWallet>;

/** The back office grants a bonus by hand (Idempotency-Key header: a retry is the same grant). */
export const ZAdminBonusGrantRequest = z
  .object({
    LoginId: ZText.min(1, { error: 'required' }).max(64),
    Amount: ZMoneyInput,
    TurnoverMultiple: z.number().int(),
    ExpiresInHours: z.number().int(),
    Reason: ZText.min(1, { error: 'required' }).max(200),
  })
  .meta({ id: 'AdminBonusGrantRequest' });
export type TAdminBonusGrantRequest = z.infer<typeof ZAdminBonusGrantRequest>;

export const ZAdminBonusGrantQuery = z.object({
  LoginId: ZText.min(1, { error: 'required' }).max(64),
});
