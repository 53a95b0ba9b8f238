import { z } from 'zod';
import { ZVipRewards } from '../vip/vip-schemas.ts';
import { ZText } from '../validation/text.ts';
import { ZMoney } from '../money.ts';

/** SPEC §3 playerBaseData: the profile and security summary of the logged-in account. */
export const ZPlayerBaseData = z
  .object({
    LoginId: z.string(),
    NickName: z.string(),
    HeadImage: z
      .string()
      .nullable()
      .describe('Own head image URL; null shows the DefaultPlayerHeadImage logo'),
    Email: z.string().nullable(),
    QQ: z.string().nullable(),
    WeChat: z.string().nullable(),
    Phone: z.string().nullable(),
    Birthday: z.string().nullable().describe('YYYY-MM-DD; null when not given'),
    IsAgent: z.boolean(),
    SecurityScore: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Sum of securityScoreWeights of the safeguards in place (GetSecurityCenterData)'),
    IsEnableGoogleAuthenticator: z.boolean().describe('An authenticator app is bound'),
    IsLoginWithGoogleAuth: z.boolean().describe('Login asks for an authenticator code'),
    HaveAuthQuestion: z.boolean().describe('A security question is set'),
    RegisterTime: z.string().describe('ISO 8601'),
    ParentLoginId: z.string().nullable().describe('The upline agent; null for direct accounts'),
    StateFlags: z.number().int().describe('Player state bit flags (SPEC §6)'),
    PrizeGroup: z
      .number()
      .int()
      .describe('The highest prize group the player may bet at (official book; 1950 = 97.5%)'),
  })
  .meta({ id: 'PlayerBaseData' });
export type TPlayerBaseData = z.infer<typeof ZPlayerBaseData>;

export const ZAlertInfo = z
  .object({
    IsFengDanEnabled: z.boolean().describe('Alert when an issue is sealed (betting closes)'),
    IsDrawEnabled: z.boolean().describe('Alert when a draw result arrives'),
    IsWinningEnabled: z.boolean().describe('Alert when a bet wins'),
    IsChatEnabled: z.boolean().describe('Alert on new chat messages'),
  })
  .meta({ id: 'AlertInfo', description: 'Per-account alert switches; all on until changed' });
export type TAlertInfo = z.infer<typeof ZAlertInfo>;

export const ZAlertFlagParams = z.object({
  flag: ZText.pipe(
    z.stringbool({
      truthy: ['true', '1'],
      falsy: ['false', '0'],
      case: 'insensitive',
      error: 'flag.format',
    }),
  ).describe(
    'true/false or 1/0: the NEGATION of the wanted state, as the client sends it ' +
      '(true turns the alert off, false turns it on)',
  ),
});

export const ZVipInfo = z
  .object({
    Level: z.number().int().min(0),
    LevelName: z.string(),
    NextLevel: z.number().int().nullable().describe('null at the top level'),
    NextLevelName: z.string().nullable(),
    NextLevelBetVolume: ZMoney.nullable().describe('Total bets the next level needs'),
    NextLevelDeposit: ZMoney.nullable().describe('Total deposits the next level needs'),
    PeriodBetVolume: ZMoney.describe('Bets placed (not cancelled) this site month'),
    PeriodDeposit: ZMoney.describe('Deposits credited this site month'),
    Rewards: ZVipRewards.describe("The current level's rewards"),
    NextLevelRewards: ZVipRewards.nullable(),
  })
  .meta({ id: 'VipInfo' });
