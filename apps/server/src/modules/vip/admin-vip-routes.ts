import {
  ZAdminVipLevel,
  ZAdminVipLevelList,
  ZAdminVipPlayerQuery,
  ZSaveVipLevelRequest,
  ZVipInfo,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { adminVipLevelOf, listAdminVipLevels } from './admin-vip-levels.ts';
import { adminPlayerVipInfo } from './admin-vip-player.ts';
import { saveVipLevel } from './admin-vip-save-level.ts';

const view = { tags: ['Admin VIP'], access: 'admin', permission: 'vip.view' } as const;

/** The back office's VIP levels (issue #23): read them, change one; a player's level. */
export function adminVipRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Vip/Levels',
      summary: 'Every VIP level with its thresholds, rewards and the accounts holding it',
      response: ZAdminVipLevelList,
      handler: () => listAdminVipLevels(deps.db),
    }),
    defineRoute({
      ...view,
      permission: 'vip.manage',
      method: 'POST',
      url: '/api/Admin/Vip/Levels/Save',
      summary: "Replace one level's name, thresholds and rewards (thresholds stay in level order)",
      body: ZSaveVipLevelRequest,
      response: ZAdminVipLevel,
      handler: async ({ session, body }) => {
        const saved = unwrap(await saveVipLevel(deps, session, body));
        const { Items } = await listAdminVipLevels(deps.db);
        const shown = Items.find((item) => item.Level === saved.level);
        return shown ?? adminVipLevelOf(saved, 0);
      },
    }),
    defineRoute({
      ...view,
      // A fact of the player, shown on the player's page: whoever may open that page reads it.
      permission: 'players.view',
      method: 'GET',
      url: '/api/Admin/Vip/Player',
      summary: "A player's VIP level, this month's figures and the next level",
      query: ZAdminVipPlayerQuery,
      response: ZVipInfo,
      handler: async ({ query }) =>
        unwrap(await adminPlayerVipInfo(deps.db, query.LoginId, deps.clock.now())),
    }),
  ];
}
