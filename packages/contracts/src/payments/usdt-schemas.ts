import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { usdtChainNames, type TUsdtChain } from './payment-enums.ts';

/**
 * USDT: the console's per-chain settings, finance's list of seen transfers, and the sandbox
 * chain's API. USDT amounts travel as decimal text (usdt-amount.ts).
 */
export const ZUsdtChain = z.enum(usdtChainNames as [TUsdtChain, ...TUsdtChain[]]);

/**
 * A chain named in a URL: the text rule first (as every text the API takes), and a pattern that
 * the OpenAPI document shows, so a client (or the bad-text walk) knows the values.
 */
const ZUsdtChainText = ZText.regex(new RegExp(`^(${usdtChainNames.join('|')})$`), {
  error: 'notAllowed',
}).pipe(ZUsdtChain);

const ZUsdtText = z.string().describe('USDT, decimal text with at most 6 decimals');

export const ZUsdtChainSetting = z
  .object({
    Chain: ZUsdtChain,
    /** ERC20, BSC, TRC20: addresses derived per player from this account xpub. */
    Derived: z.boolean(),
    Xpub: z.string().nullable(),
    /** TON, SOL: the one address every order pays, told apart by the order's memo. */
    SharedAddress: z.string().nullable(),
    Confirmations: z.number().int(),
  })
  .meta({ id: 'UsdtChainSetting' });

export const usdtRateSources = ['sandbox'] as const;
export type TUsdtRateSource = (typeof usdtRateSources)[number];

export const ZUsdtSettings = z
  .object({
    Chains: z.array(ZUsdtChainSetting),
    RateSource: z.enum(usdtRateSources),
    RateLockSeconds: z.number().int(),
  })
  .meta({ id: 'UsdtSettings' });
export type TUsdtSettings = z.output<typeof ZUsdtSettings>;

export const ZUsdtChainSettingUpdate = z
  .object({
    Chain: ZUsdtChain,
    Xpub: ZText.trim().max(200).nullable().optional(),
    SharedAddress: ZText.trim().max(100).nullable().optional(),
    Confirmations: z.number().int().min(1).max(10_000),
  })
  .meta({ id: 'UsdtChainSettingUpdate' });
export type TUsdtChainSettingUpdate = z.output<typeof ZUsdtChainSettingUpdate>;

export const ZUsdtRateSettingUpdate = z
  .object({
    RateSource: z.enum(usdtRateSources),
    RateLockSeconds: z.number().int().min(60).max(86_400),
  })
  .meta({ id: 'UsdtRateSettingUpdate' });

export const usdtTransferStates = [
  'pending',
  'credited',
  'review',
  'unmatched',
  'dropped',
] as const;
export type TUsdtTransferState = (typeof usdtTransferStates)[number];

export const ZUsdtTransfer = z
  .object({
    Id: z.number().int(),
    Chain: ZUsdtChain,
    TxId: z.string(),
    ToAddress: z.string(),
    Memo: z.string().nullable(),
    Amount: ZUsdtText,
    BlockHeight: z.number().int(),
    State: z.enum(usdtTransferStates),
    OrderId: z.number().int().nullable(),
    SeenAt: z.number().int().describe('epoch ms'),
  })
  .meta({ id: 'UsdtTransfer' });
export type TUsdtTransfer = z.output<typeof ZUsdtTransfer>;

export const ZUsdtTransferQuery = z.object({
  State: ZText.pipe(z.enum(usdtTransferStates)).optional(),
  Chain: ZUsdtChainText.optional(),
});

export const ZUsdtTransferList = z
  .object({ Transfers: z.array(ZUsdtTransfer) })
  .meta({ id: 'UsdtTransferList' });

export const ZSandboxChainParams = z.object({ chain: ZUsdtChainText });

export const ZSandboxChainTransferRequest = z
  .object({
    ToAddress: ZText.trim().min(1).max(100),
    Memo: ZText.trim().max(64).optional(),
    Amount: ZText.trim().max(24).describe('USDT, decimal text with at most 6 decimals'),
  })
  .meta({ id: 'SandboxChainTransferRequest' });

export const ZSandboxChainTransfer = ZUsdtTransfer.pick({
  Chain: true,
  TxId: true,
  ToAddress: true,
  Memo: true,
  Amount: true,
  BlockHeight: true,
}).meta({ id: 'SandboxChainTransfer' });

export const ZSandboxChainReorgRequest = z
  .object({ Blocks: z.number().int().min(1) })
  .meta({ id: 'SandboxChainReorgRequest' });

export const ZSandboxChainMineRequest = z
  .object({ Blocks: z.number().int().min(1).max(1000) })
  .meta({ id: 'SandboxChainMineRequest' });

export const ZSandboxChainState = z
  .object({
    Chain: ZUsdtChain,
    Height: z.number().int(),
    BlockMs: z.number().int(),
    Reorgs: z.number().int(),
    Dropped: z.number().int().describe('Transfers the last re-organisation removed'),
  })
  .meta({ id: 'SandboxChainState' });

export const ZSandboxRateFaultsRequest = z
  .object({ Failures: z.number().int().min(0).max(100) })
  .meta({ id: 'SandboxRateFaultsRequest' });
