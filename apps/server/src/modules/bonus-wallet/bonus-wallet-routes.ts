import {
  ZAdminBonusGrantQuery,
  ZAdminBonusGrantRequest,
  ZBonusGrant,
  ZBonusWallet,
} from '@lottery/contracts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { adminGrantBonus, adminReadBonusWallet, type TBonusDeps } from './admin-grant-bonus.ts';
import { readBonusWallet } from './read-bonus-wallet.ts';

/** The player's bonus wallet, and the back office's grants (issue #23). */
export function bonusWalletRoutes(deps: TBonusDeps) {
  return [
    defineRoute({
      tags: ['Bonus wallet'],
      access: 'user',
      method: 'POST',
      url: '/api/BonusWallet/GetBonusWallet',
      summary: 'My bonus wallet: balance, active grants with their turnover, and history',
      response: ZBonusWallet,
      handler: ({ session }) => readBonusWallet(deps.db, session.userId),
    }),
    defineRoute({
      tags: ['Admin bonus'],
      access: 'admin',
      permission: 'players.view',
      method: 'GET',
      url: '/api/Admin/BonusGrants',
      summary: "A player's bonus wallet: balance, active grants and history",
      query: ZAdminBonusGrantQuery,
      response: ZBonusWallet,
      handler: async ({ query }) => unwrap(await adminReadBonusWallet(deps, query.LoginId)),
    }),
    defineRoute({
      tags: ['Admin bonus'],
      access: 'admin',
      permission: 'balance.request',
      method: 'POST',
      url: '/api/Admin/BonusGrants',
      summary:
        "Grant a bonus into a player's bonus wallet (up to the cap, no second approval; " +
        'Idempotency-Key header)',
      body: ZAdminBonusGrantRequest,
      response: ZBonusGrant,
      handler: async ({ body, session, request }) =>
        unwrap(
          await adminGrantBonus(deps, session, {
            ...body,
            idempotencyKey: idempotencyKeyOf(request),
          }),
        ),
    }),
  ];
}
