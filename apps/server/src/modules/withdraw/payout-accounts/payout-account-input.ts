import {
  eWalletProviders,
  usdtChainNames,
  withdrawTypes,
  type TUsdtChain,
} from '@lottery/contracts';
import { validateAddress } from '@lottery/chains';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { normaliseCardNumber } from './card-number.ts';

/** A payout account as it will be stored, after each kind's own rules. */
export interface TNewPayoutAccount {
  kind: number;
  provider: string;
  accountNumber: string;
  holderName: string | null;
  branch: string | null;
}

const addressRefusals = {
  format: 'UsdtAddressFormat',
  length: 'UsdtAddressLength',
  prefix: 'UsdtAddressPrefix',
  checksum: 'UsdtAddressChecksum',
  flags: 'UsdtAddressFlags',
} as const;

export function bankCardInput(input: {
  BankCode: string;
  CardNumber: string;
  Branch: string;
  HolderName: string;
}): TResult<TNewPayoutAccount> {
  const number = normaliseCardNumber(input.BankCode, input.CardNumber);
  if (!number.ok) return number;
  const branch = input.Branch.trim();
  if (branch === '') return fail('PayoutBranchRequired');
  return succeed({
    kind: withdrawTypes.bank,
    provider: input.BankCode,
    accountNumber: number.value,
    holderName: input.HolderName.trim(),
    branch,
  });
}

/** Each chain's own address rules (packages/chains); every kind of invalid has its code. */
export function usdtAddressInput(input: {
  Chain: string;
  Address: string;
}): TResult<TNewPayoutAccount> {
  if (!(usdtChainNames as readonly string[]).includes(input.Chain)) return fail('UsdtChainUnknown');
  const chain = input.Chain as TUsdtChain;
  const checked = validateAddress(chain, input.Address.trim());
  if (!checked.ok) return fail(addressRefusals[checked.reason], { chain });
  return succeed({
    kind: withdrawTypes.usdt,
    provider: chain,
    accountNumber: checked.address,
    holderName: null,
    branch: null,
  });
}

export function eWalletInput(input: {
  Provider: string;
  Account: string;
}): TResult<TNewPayoutAccount> {
  if (!(eWalletProviders as readonly string[]).includes(input.Provider))
    return fail('EWalletProviderUnknown');
  const account = input.Account.trim();
  if (account.length < 3 || account.length > 64 || /\s/.test(account))
    return fail('EWalletAccountFormat');
  return succeed({
    kind: withdrawTypes.eWallet,
    provider: input.Provider,
    accountNumber: account,
    holderName: null,
    branch: null,
  });
}
