import { isDerivableChain, validateAddress } from '@lottery/chains';
import { depositOrderNo, depositTypes, usdtMicroToText } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import type { TDepositKind, TDepositKindDeps } from '../deposit-kinds/deposit-kind.ts';
import { depositQrText } from './deposit-qr-text.ts';
import { playerDepositAddress } from './player-address.ts';
import { rateText, usdtMicroFor } from './rate-adapter.ts';
import { readChainSetting, readRateSettings } from './usdt-settings.ts';

/**
 * USDT on its five chains. ERC20, BSC and TRC20 give each player an address of their own,
 * derived from the chain's xpub (player-address.ts), so the address alone says whose a transfer
 * is. TON and SOL take every order on one shared address and tell orders apart by a memo: the
 * order number, sent as TON's text comment and as Solana's memo instruction (SPL Memo). For Solana
 * a memo rather than a per-order reference key: exchanges' withdrawal forms (where most players
 * send USDT from) have a memo field and no reference field, while Solana Pay wallets carry both.
 *
 * The rate is snapshotted from the rate source when the order opens and holds for the console's
 * lock time; the USDT amount is rounded up to the token's 6 decimals, and the order expires when
 * its rate does (a transfer after that goes to finance's review, at the order's rate).
 */
export function usdtDepositKind(deps: Pick<TDepositKindDeps, 'db' | 'usdtRates'>): TDepositKind {
  return {
    types: [depositTypes.usdt],
    checkSettings(channel) {
      if (!channel.chain) return fail('DepositChannelInvalid', { reason: 'chain' });
      return succeed(undefined);
    },
    async open({ order, channel, now }) {
      const chain = channel.chain;
      if (!chain) return fail('DepositChannelMatching');
      const setting = await readChainSetting(deps.db, chain);
      let address: string;
      let memo: string | null = null;
      if (isDerivableChain(chain)) {
        if (!setting.xpub) return fail('DepositChannelMatching');
        const xpub = setting.xpub;
        address = await deps.db.transaction((tx) =>
          playerDepositAddress(tx, { userId: order.userId, chain, xpub, now }),
        );
      } else {
        const shared = setting.sharedAddress;
        if (!shared || !validateAddress(chain, shared).ok) return fail('DepositChannelMatching');
        address = shared;
        memo = depositOrderNo(order.id);
      }
      const quote = deps.usdtRates ? await deps.usdtRates.quote() : null;
      if (!quote) return fail('DepositRateUnavailable');
      const { lockSeconds } = await readRateSettings(deps.db);
      const cryptoMicro = usdtMicroFor(order.amount, quote.rateMicro);
      const rate = rateText(quote.rateMicro);
      const cryptoAmount = usdtMicroToText(cryptoMicro);
      const rateLockedUntil = now + lockSeconds * 1000;
      return succeed({
        instructions: {
          Kind: 'address',
          Chain: chain,
          Address: address,
          ...(memo ? { Memo: memo } : {}),
          CryptoAmount: cryptoAmount,
          Rate: rate,
          QrText: depositQrText(chain, address, cryptoMicro, memo),
        },
        address,
        ...(memo ? { memo } : {}),
        cryptoAmount,
        rate,
        rateLockedUntil,
        expiresAt: rateLockedUntil,
      });
    },
  };
}
