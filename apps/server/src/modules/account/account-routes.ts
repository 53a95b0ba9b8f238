import {
  ZAlertFlagParams,
  ZAlertInfo,
  ZPlayerBaseData,
  ZStateResponse,
  ZVipInfo,
} from '@lottery/contracts';
import { defineRoute } from '../../platform/route.ts';
import type { TAccountDeps } from './account-deps.ts';
import { getAlertInfo } from './get-alert-info.ts';
import { getPlayerBaseData } from './get-player-base-data.ts';
import { setAlert, type TAlert } from './set-alert.ts';
import { getPlayerVipInfo } from '../vip/get-player-vip-info.ts';

const tags = ['Account'];
const common = { tags, access: 'user' } as const;

const alertSetters: readonly { name: string; alert: TAlert; what: string }[] = [
  { name: 'SetFengDanAlert', alert: 'fengDan', what: 'issue-sealed' },
  { name: 'SetDrawAlert', alert: 'draw', what: 'draw' },
  { name: 'SetWinningAlert', alert: 'winning', what: 'winning' },
];

export function accountRoutes(deps: TAccountDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/GetPlayerBaseData',
      summary: 'Profile and security summary of the account',
      response: ZPlayerBaseData,
      handler: ({ session }) => getPlayerBaseData(deps, session.userId),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/GetAlertInfo',
      summary: 'Alert switches of the account',
      response: ZAlertInfo,
      handler: ({ session }) => getAlertInfo(deps, session.userId),
    }),
    ...alertSetters.map(({ name, alert, what }) =>
      defineRoute({
        ...common,
        method: 'POST',
        url: `/api/AccountCenter/${name}/:flag`,
        summary: `Switch the ${what} alert: flag true turns it OFF, false turns it ON`,
        params: ZAlertFlagParams,
        response: ZStateResponse,
        handler: async ({ params, session }) => {
          // The client sends the negation of the state it wants (SPEC §7).
          await setAlert(deps, session.userId, alert, !params.flag);
          return { State: true };
        },
      }),
    ),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/VIPnew/GetPlayerVIPInfo',
      summary: 'VIP level of the account and what the next level takes',
      response: ZVipInfo,
      handler: ({ session }) => getPlayerVipInfo(deps.db, session.userId, deps.clock.now()),
    }),
  ];
}
