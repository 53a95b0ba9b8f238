import {
  ZAdminWithdrawal,
  ZAdminWithdrawalList,
  ZAdminWithdrawalReview,
  ZAdminWithdrawDecision,
  ZAdminWithdrawQuery,
  ZIdParams,
  ZWithdrawBlacklist,
  ZWithdrawBlacklistChange,
  ZWithdrawRules,
  ZWithdrawRulesUpdate,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal } from './finance-decisions.ts';
import { listFinanceWithdrawals, reviewWithdrawal } from './finance-queue.ts';
import type { TPayoutDeps } from './payout-flow.ts';
import { readRules, rulesView } from './withdraw-rules.ts';
import { changeBlacklist, listBlacklist, updateWithdrawRules } from './withdraw-settings.ts';

const common = { tags: ['Admin withdrawals'], access: 'admin' } as const;
const ZBlacklisted = z.object({ LoginId: z.string(), Listed: z.boolean() });

/** Finance's withdrawal queue, its decisions, the withdraw rules and the withdraw blacklist. */
export function financeWithdrawRoutes(deps: TPayoutDeps) {
  return [
    defineRoute({
      ...common,
      permission: 'withdrawals.view',
      method: 'GET',
      url: '/api/Admin/Withdrawals',
      summary: 'Withdrawal requests, newest first, by state, type, amount, player and site dates',
      query: ZAdminWithdrawQuery,
      response: ZAdminWithdrawalList,
      handler: ({ query }) => listFinanceWithdrawals(deps.db, query),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.view',
      method: 'GET',
      url: '/api/Admin/Withdrawals/:id/Review',
      summary:
        'What a reviewer weighs: turnover, recent wins, deposits and withdrawals, accounts on the same address or card',
      params: ZIdParams,
      response: ZAdminWithdrawalReview,
      handler: async ({ params }) =>
        unwrap(await reviewWithdrawal(deps.db, params.id, deps.clock.now())),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.manage',
      method: 'POST',
      url: '/api/Admin/Withdrawals/Approve',
      summary:
        'Approve a waiting withdrawal: it is handed to the payout provider (once, however many clicks race)',
      body: ZAdminWithdrawDecision,
      response: ZAdminWithdrawal,
      handler: async ({ body, session }) => unwrap(await approveWithdrawal(deps, session, body)),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.manage',
      method: 'POST',
      url: '/api/Admin/Withdrawals/Reject',
      summary: 'Reject a waiting withdrawal with a reason: the hold returns to the player',
      body: ZAdminWithdrawDecision,
      response: ZAdminWithdrawal,
      handler: async ({ body, session }) => unwrap(await rejectWithdrawal(deps, session, body)),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.manage',
      method: 'POST',
      url: '/api/Admin/Withdrawals/MarkPaid',
      summary:
        'Paid off-platform by finance: the withdrawal is confirmed and its hold leaves to the house',
      body: ZAdminWithdrawDecision,
      response: ZAdminWithdrawal,
      handler: async ({ body, session }) => unwrap(await markWithdrawalPaid(deps, session, body)),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.view',
      method: 'GET',
      url: '/api/Admin/WithdrawRules',
      summary: 'The rules every withdrawal request is checked against',
      response: ZWithdrawRules,
      handler: async () => rulesView(await readRules(deps.db)),
    }),
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'PUT',
      url: '/api/Admin/WithdrawRules',
      summary: 'Set the withdraw rules (all at once; audited with before and after)',
      body: ZWithdrawRulesUpdate,
      response: ZWithdrawRules,
      handler: async ({ body, session }) => unwrap(await updateWithdrawRules(deps, session, body)),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.view',
      method: 'GET',
      url: '/api/Admin/WithdrawBlacklist',
      summary: 'Players who may not withdraw, with the reason',
      response: ZWithdrawBlacklist,
      handler: () => listBlacklist(deps.db),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.manage',
      method: 'POST',
      url: '/api/Admin/WithdrawBlacklist/Add',
      summary: 'Put a player on the withdraw blacklist (a reason is required)',
      body: ZWithdrawBlacklistChange,
      response: ZBlacklisted,
      handler: async ({ body, session }) =>
        unwrap(await changeBlacklist(deps, session, body, true)),
    }),
    defineRoute({
      ...common,
      permission: 'withdrawals.manage',
      method: 'POST',
      url: '/api/Admin/WithdrawBlacklist/Remove',
      summary: 'Take a player off the withdraw blacklist',
      body: ZWithdrawBlacklistChange,
      response: ZBlacklisted,
      handler: async ({ body, session }) =>
        unwrap(await changeBlacklist(deps, session, body, false)),
    }),
  ];
}
