import { depositTypes, thousandthsToNumber } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import type { TDepositKind } from './deposit-kind.ts';

/**
 * Bank transfer: the player transfers the order's exact amount to the channel's receiving account
 * and finance confirms it when it arrives. Nothing outside is asked, so open() cannot fail.
 */
export const bankDepositKind: TDepositKind = {
  types: [depositTypes.bank],
  checkSettings(channel) {
    if (!channel.bankName || !channel.bankAccountName || !channel.bankAccountNumber)
      return fail('DepositChannelInvalid', { reason: 'bank name, account name and number' });
    return succeed(undefined);
  },
  async open({ order, channel }) {
    const { bankName, bankAccountName, bankAccountNumber, bankBranch } = channel;
    if (!bankName || !bankAccountName || !bankAccountNumber) return fail('DepositChannelMatching');
    return succeed({
      instructions: {
        Kind: 'bank',
        BankName: bankName,
        AccountName: bankAccountName,
        AccountNumber: bankAccountNumber,
        ...(bankBranch ? { Branch: bankBranch } : {}),
        Amount: thousandthsToNumber(order.amount),
      },
    });
  },
};
