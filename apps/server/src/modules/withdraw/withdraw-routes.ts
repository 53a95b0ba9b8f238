import {
  ZBindBankCardRequest,
  ZBindElectronicPurseRequest,
  ZBindUsdtAddressRequest,
  ZCreateWithdrawRequest,
  ZInitWithdrawData,
  ZPayoutAccount,
  ZPayoutAccountList,
  ZPayoutNotification,
  ZRemovePayoutAccountRequest,
  ZWithdrawal,
  ZWithdrawIdRequest,
  ZWithdrawRecordRequest,
  ZWithdrawRecordResponse,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { createWithdrawal } from './create-withdrawal.ts';
import { bindPayoutAccount } from './payout-accounts/bind-payout-account.ts';
import {
  bankCardInput,
  eWalletInput,
  usdtAddressInput,
} from './payout-accounts/payout-account-input.ts';
import { listPayoutAccounts } from './payout-accounts/payout-account-rows.ts';
import { removePayoutAccount } from './payout-accounts/remove-payout-account.ts';
import { receivePayoutNotification, type TPayoutDeps } from './payout-flow.ts';
import {
  cancelOwnWithdrawal,
  initWithdrawData,
  searchWithdrawRecords,
} from './player-withdrawals.ts';

const player = { tags: ['Withdraw'], access: 'user' } as const;

/** The player's withdrawals and payout accounts, and the payout provider's notifications. */
export function withdrawRoutes(deps: TPayoutDeps) {
  return [
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/InitWithdrawData',
      summary:
        'The withdraw screen: balance, turnover left, rules, bound accounts, today’s use, what is required',
      response: ZInitWithdrawData,
      handler: ({ session }) => initWithdrawData(deps, session.userId),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/Create',
      summary:
        'Request a withdrawal (Idempotency-Key header): every check of SPEC §5, then the amount and fee are held',
      body: ZCreateWithdrawRequest,
      response: ZWithdrawal,
      handler: async ({ session, request, body }) =>
        unwrap(await createWithdrawal(deps, { session, request, body })),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/PayoutAccounts',
      summary: 'The bound cards, USDT addresses and e-wallets (numbers masked to the last 4)',
      response: ZPayoutAccountList,
      handler: async ({ session }) => ({
        Items: await listPayoutAccounts(deps.db, session.userId),
      }),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/BindBankCard',
      summary:
        'Bind a bank card in the real name (fund password; second factor per flag); a card bound elsewhere is flagged for review',
      body: ZBindBankCardRequest,
      response: ZPayoutAccount,
      handler: async ({ session, body }) =>
        unwrap(await bindPayoutAccount(deps, session.userId, bankCardInput(body), body)),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/BindUsdtAddress',
      summary: "Bind a USDT address, checked by its chain's rules (fund password)",
      body: ZBindUsdtAddressRequest,
      response: ZPayoutAccount,
      handler: async ({ session, body }) =>
        unwrap(await bindPayoutAccount(deps, session.userId, usdtAddressInput(body), body)),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/BindElectronicPurse',
      summary: 'Bind an e-wallet (fund password); the BindElectronicPurse hub event follows',
      body: ZBindElectronicPurseRequest,
      response: ZPayoutAccount,
      handler: async ({ session, body }) =>
        unwrap(await bindPayoutAccount(deps, session.userId, eWalletInput(body), body)),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRequest/RemovePayoutAccount',
      summary:
        'Unbind a card, address or e-wallet (fund password; not while a withdrawal to it is unfinished)',
      body: ZRemovePayoutAccountRequest,
      response: z.object({ Id: z.number().int() }),
      handler: async ({ session, body }) =>
        unwrap(await removePayoutAccount(deps, session.userId, body)),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRecord/Search',
      summary:
        'The player’s withdrawals over site dates (at most 92), by state and type, newest first',
      body: ZWithdrawRecordRequest,
      response: ZWithdrawRecordResponse,
      handler: async ({ session, body }) =>
        unwrap(await searchWithdrawRecords(deps.db, session.userId, body)),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/WithdrawRecord/Cancel',
      summary: 'Cancel one’s own withdrawal while it is still waiting: the hold returns',
      body: ZWithdrawIdRequest,
      response: ZWithdrawal,
      handler: async ({ session, body }) =>
        unwrap(await cancelOwnWithdrawal(deps, session.userId, body.Id)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/WithdrawPayout/Notify',
      summary: "The payout provider's signed notification of a payout's outcome (applied once)",
      tags: ['Withdraw'],
      access: 'public',
      body: ZPayoutNotification,
      response: z.object({ Result: z.enum(['applied', 'unchanged']) }),
      handler: async ({ body }) => unwrap(await receivePayoutNotification(deps, body)),
    }),
  ];
}
