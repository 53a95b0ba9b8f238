import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** USDT deposits, their settings and the sandbox chain (73xx), spread into errorCatalogue. */
export const usdtErrors = {
  UsdtXpubInvalid: define(
    7300,
    400,
    'That is not an extended public key (xpub…)',
    '这不是有效的扩展公钥（xpub…）',
  ),
  /** The server holds no private key: an xprv is refused before it is stored or logged. */
  UsdtXpubPrivate: define(
    7301,
    400,
    'That is a private key (xprv); give the account extended public key (xpub) only',
    '这是私钥（xprv），请只提供账户扩展公钥（xpub）',
  ),
  UsdtAddressInvalid: define(
    7302,
    400,
    'That is not a valid {chain} address ({reason})',
    '这不是有效的{chain}地址（{reason}）',
  ),
  /** An xpub is for ERC20, BSC and TRC20; a shared address with memos for TON and SOL. */
  UsdtSettingNotForChain: define(
    7303,
    400,
    '{chain} deposits take {needs}',
    '{chain}充值需要设置{needsZh}',
  ),
  SandboxReorgTooDeep: define(
    7304,
    400,
    'The sandbox chain can re-organise at most {max} blocks',
    '沙盒链最多回滚{max}个区块',
  ),
  SandboxTransferAmount: define(
    7305,
    400,
    'The amount must be more than 0 USDT with at most 6 decimals',
    '金额须大于0 USDT，最多6位小数',
  ),
} as const satisfies Record<string, TErrorDefinition>;
