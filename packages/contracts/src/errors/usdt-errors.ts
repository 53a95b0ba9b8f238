import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** USDT deposits, their settings and the sandbox chain (73xx), spread into errorCatalogue. */
export const usdtErrors = {
  /** The chain has no xpub (ERC20, BSC, TRC20) or shared address (TON, SOL) yet. */
  UsdtChainNotConfigured: define(
    7300,
    409,
    'USDT deposits on this chain are not open yet',
    '该链的USDT充值尚未开通',
  ),
  /** SPEC §8 deposit result "failed to get exchange rate": the rate source did not answer. */
  UsdtRateUnavailable: define(
    7301,
    503,
    'Failed to get the exchange rate; try again in a moment',
    '获取汇率失败，请稍后再试',
  ),
  UsdtXpubInvalid: define(
    7302,
    400,
    'That is not an extended public key (xpub…)',
    '这不是有效的扩展公钥（xpub…）',
  ),
  /** The server holds no private key: an xprv is refused before it is stored or logged. */
  UsdtXpubPrivate: define(
    7303,
    400,
    'That is a private key (xprv); give the account extended public key (xpub) only',
    '这是私钥（xprv），请只提供账户扩展公钥（xpub）',
  ),
  UsdtAddressInvalid: define(
    7304,
    400,
    'That is not a valid {chain} address ({reason})',
    '这不是有效的{chain}地址（{reason}）',
  ),
  /** An xpub is for ERC20, BSC and TRC20; a shared address with memos for TON and SOL. */
  UsdtSettingNotForChain: define(
    7305,
    400,
    '{chain} deposits take {needs}',
    '{chain}充值需要设置{needsZh}',
  ),
  SandboxReorgTooDeep: define(
    7306,
    400,
    'The sandbox chain can re-organise at most {max} blocks',
    '沙盒链最多回滚{max}个区块',
  ),
  SandboxTransferAmount: define(
    7307,
    400,
    'The amount must be more than 0 USDT with at most 6 decimals',
    '金额须大于0 USDT，最多6位小数',
  ),
} as const satisfies Record<string, TErrorDefinition>;
