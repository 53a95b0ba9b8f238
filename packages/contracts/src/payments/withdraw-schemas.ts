import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/** Withdrawals (issue #20): payout accounts, the request, records and the finance queue. */

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');
const ZId = z.number().int().min(1).max(2_147_483_647);
const ZFundPassword = ZText.min(1, { error: 'required' }).max(64);
const ZSecondFactorCode = ZText.max(32)
  .optional()
  .describe('Authenticator or recovery code; required when the totpForWithdraw flag is set');

const credentials = { FundPassword: ZFundPassword, SecondFactorCode: ZSecondFactorCode };

export const ZBindBankCardRequest = z
  .object({
    BankCode: ZText.min(1).max(16).describe('bankCategories code'),
    CardNumber: ZText.max(40).describe('16-19 digits; spaces and dashes are ignored'),
    Branch: ZText.max(100),
    HolderName: ZText.max(64).describe("Must equal the account's real name"),
    ...credentials,
  })
  .meta({ id: 'BindBankCardRequest' });

export const ZBindUsdtAddressRequest = z
  .object({
    Chain: ZText.max(8).describe('ERC20, TRC20, BSC, TON or SOL'),
    Address: ZText.max(128),
    ...credentials,
  })
  .meta({ id: 'BindUsdtAddressRequest' });

export const ZBindElectronicPurseRequest = z
  .object({
    Provider: ZText.max(16).describe('eWalletProviders'),
    Account: ZText.max(64),
    ...credentials,
  })
  .meta({ id: 'BindElectronicPurseRequest' });

export const ZRemovePayoutAccountRequest = z
  .object({ Id: ZId, FundPassword: ZFundPassword })
  .meta({ id: 'RemovePayoutAccountRequest' });

export const ZPayoutAccount = z
  .object({
    Id: z.number().int(),
    Type: z.number().int().describe('withdrawTypes: 1 bank card, 2 USDT address, 3 e-wallet'),
    Provider: z.string().describe('Bank code, chain or e-wallet provider'),
    MaskedNumber: z.string().describe('Only the last 4 characters shown'),
    HolderName: z.string().nullable(),
    Branch: z.string().nullable(),
    UnderReview: z.boolean().describe('The same number is bound on another account'),
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'PayoutAccount' });
export type TPayoutAccount = z.input<typeof ZPayoutAccount>;

export const ZPayoutAccountList = z
  .object({ Items: z.array(ZPayoutAccount) })
  .meta({ id: 'PayoutAccountList' });

/**
 * The BindElectronicPurse hub event (SPEC §7), sent to the player's screens when an e-wallet is
 * bound (from any device), so an open withdraw screen lists it at once.
 */
export const ZBindElectronicPurseEvent = z
  .object({ Id: z.number().int(), Provider: z.string(), MaskedNumber: z.string() })
  .meta({ id: 'BindElectronicPurseEvent' });
export type TBindElectronicPurseEvent = z.input<typeof ZBindElectronicPurseEvent>;

const ruleFields = {
  MinAmount: ZMoney,
  MaxAmount: ZMoney.nullable(),
  DailyMaxAmount: ZMoney.nullable(),
  DailyMaxCount: z.number().int().nullable(),
  IntervalSeconds: z.number().int(),
  FeePerMille: z.number().int().describe('Fee rate in thousandths of the amount (10 = 1 %)'),
  FeeMin: ZMoney,
  FeeMax: ZMoney.nullable(),
  FirstMaxAmount: ZMoney.nullable(),
  SiteDailyMaxAmount: ZMoney.nullable(),
  UsdtMinAmount: ZMoney.nullable(),
  UsdtMaxAmount: ZMoney.nullable(),
  UsdtChainFee: ZMoney,
  AccountLimit: z.number().int(),
};

export const ZWithdrawRules = z.object(ruleFields).meta({ id: 'WithdrawRules' });
export type TWithdrawRules = z.input<typeof ZWithdrawRules>;

const ZOptionalLimit = ZMoneyInput.nullable();
export const ZWithdrawRulesUpdate = z
  .object({
    MinAmount: ZMoneyInput,
    MaxAmount: ZOptionalLimit,
    DailyMaxAmount: ZOptionalLimit,
    DailyMaxCount: z.number().int().min(1).max(1000).nullable(),
    IntervalSeconds: z.number().int().min(0).max(86_400),
    FeePerMille: z.number().int().min(0).max(1000),
    FeeMin: ZMoneyInput,
    FeeMax: ZOptionalLimit,
    FirstMaxAmount: ZOptionalLimit,
    SiteDailyMaxAmount: ZOptionalLimit,
    UsdtMinAmount: ZOptionalLimit,
    UsdtMaxAmount: ZOptionalLimit,
    UsdtChainFee: ZMoneyInput,
    AccountLimit: z.number().int().min(1).max(50),
  })
  .meta({ id: 'WithdrawRulesUpdate' });
export type TWithdrawRulesUpdate = z.output<typeof ZWithdrawRulesUpdate>;

export const ZInitWithdrawData = z
  .object({
    Balance: ZMoney,
    TurnoverRequired: ZMoney,
    TurnoverAchieved: ZMoney,
    TurnoverRemaining: ZMoney.describe('Bets still needed before a withdrawal is allowed'),
    Rules: ZWithdrawRules,
    Accounts: z.array(ZPayoutAccount),
    TodayAmount: ZMoney.describe('Requested today (site day), cancelled ones excluded'),
    TodayCount: z.number().int(),
    RealNameSet: z.boolean(),
    FundPasswordSet: z.boolean(),
    SecondFactorRequired: z.boolean(),
  })
  .meta({ id: 'InitWithdrawData' });
export type TInitWithdrawData = z.input<typeof ZInitWithdrawData>;

export const ZCreateWithdrawRequest = z
  .object({
    PayoutAccountId: ZId.optional().describe('A bound card, address or e-wallet of the caller'),
    Amount: ZMoneyInput.describe('What arrives; the fee is taken from the balance on top'),
    ...credentials,
  })
  .meta({ id: 'CreateWithdrawRequest' });

export const ZWithdrawal = z
  .object({
    Id: z.number().int(),
    OrderNo: z.string(),
    Type: z.number().int().describe('withdrawTypes'),
    State: z.number().int().describe('withdrawStates'),
    UsdtState: z.number().int().nullable().describe('usdtWithdrawStates, for USDT withdrawals'),
    Amount: ZMoney,
    Fee: ZMoney,
    Provider: z.string(),
    MaskedNumber: z.string(),
    Reason: z.string().nullable().describe('Why it was rejected or failed'),
    CreatedAt: z.number().int(),
    DecidedAt: z.number().int().nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type TWithdrawal = z.input<typeof ZWithdrawal>;

export const ZWithdrawRecordRequest = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate,
    State: z.number().int().min(0).max(20).optional(),
    Type: z.number().int().min(1).max(3).optional(),
    PageIndex: z.number().int().min(1).max(100_000).default(1),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'WithdrawRecordRequest' });

export const ZWithdrawRecordResponse = z
  .object({
    Items: z.array(ZWithdrawal),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'WithdrawRecordResponse' });

export const ZWithdrawIdRequest = z.object({ Id: ZId }).meta({ id: 'WithdrawIdRequest' });

export const ZAdminWithdrawQuery = z.object({
  State: queryInt(0, 20).optional(),
  Type: queryInt(1, 3).optional(),
  LoginId: ZText.min(1).max(64).optional(),
  MinAmount: ZMoneyInput.optional(),
  MaxAmount: ZMoneyInput.optional(),
  StartDate: ZSiteDate.optional(),
  EndDate: ZSiteDate.optional(),
  /** NextCursor of the previous page. */
  Cursor: ZText.regex(/^\d{1,18}$/, { error: 'format' }).optional(),
  Limit: queryInt(1, 200).default(50),
});

export const ZAdminWithdrawal = ZWithdrawal.extend({
  LoginId: z.string(),
  HolderName: z.string().nullable(),
  AccountNumber: z.string().describe('In full: finance pays to it'),
  Branch: z.string().nullable(),
  PayoutRef: z.string().nullable(),
}).meta({ id: 'AdminWithdrawal' });
export type TAdminWithdrawal = z.input<typeof ZAdminWithdrawal>;

export const ZAdminWithdrawalList = z
  .object({ Items: z.array(ZAdminWithdrawal), NextCursor: z.string().nullable() })
  .meta({ id: 'AdminWithdrawalList' });

const ZMoneyLine = z.object({ At: z.number().int(), Amount: ZMoney, Note: z.string() });

export const ZAdminWithdrawalReview = z
  .object({
    Withdrawal: ZAdminWithdrawal,
    Balance: ZMoney,
    TurnoverRequired: ZMoney,
    TurnoverAchieved: ZMoney,
    TurnoverRemaining: ZMoney,
    RecentWins: z.array(ZMoneyLine).describe('Won tickets of the last 7 days, largest first'),
    RecentDeposits: z.array(ZMoneyLine),
    RecentWithdrawals: z.array(ZMoneyLine),
    SameAddressLogins: z
      .array(z.string())
      .describe('Other accounts seen at the last login address in the last 30 days'),
    SameAccountLogins: z
      .array(z.string())
      .describe('Other accounts that bound the same card, address or e-wallet'),
  })
  .meta({ id: 'AdminWithdrawalReview' });

export const ZAdminWithdrawDecision = z
  .object({ Id: ZId, Reason: ZText.max(200).optional() })
  .meta({ id: 'AdminWithdrawDecision' });

export const ZWithdrawBlacklistEntry = z
  .object({ LoginId: z.string(), Reason: z.string(), CreatedAt: z.number().int() })
  .meta({ id: 'WithdrawBlacklistEntry' });
export const ZWithdrawBlacklist = z
  .object({ Items: z.array(ZWithdrawBlacklistEntry) })
  .meta({ id: 'WithdrawBlacklist' });
export const ZWithdrawBlacklistChange = z
  .object({ LoginId: ZText.min(1).max(64), Reason: ZText.max(200).optional() })
  .meta({ id: 'WithdrawBlacklistChange' });

/** The payout provider's signed notification of a payout's outcome. */
export const ZPayoutNotification = z
  .object({
    Ref: ZText.min(1).max(64),
    OrderNo: ZText.min(1).max(64),
    Amount: ZText.regex(/^\d{1,15}$/).describe('Thousandths, as a decimal string'),
    State: z.enum(['paid', 'failed']),
    Signature: ZText.regex(/^[0-9a-f]{64}$/),
  })
  .meta({ id: 'PayoutNotification' });
export type TPayoutNotification = z.output<typeof ZPayoutNotification>;
