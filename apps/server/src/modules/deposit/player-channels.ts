import type { TQueryable } from '../../db/database.ts';
import {
  channelColumns,
  toChannel,
  type TDepositChannel,
  type TDepositChannelRow,
} from './deposit-channel-row.ts';

/**
 * The enabled channels a player sees: those for every VIP level or the player's (an account
 * without a VIP row is level 0), and for everyone or an agent whose team the player is in (the
 * agent itself and its whole subtree: its id is on the player's upline).
 */
const visibleChannelsSql = `
  WITH RECURSIVE up AS (
    SELECT id, parent_id, 1 AS depth FROM users WHERE id = $1
    UNION ALL
    SELECT u.id, u.parent_id, up.depth + 1 FROM up JOIN users u ON u.id = up.parent_id
     WHERE up.depth < 100
  ),
  me AS (
    SELECT (SELECT array_agg(id) FROM up) AS upline,
           coalesce((SELECT level FROM account_vip WHERE user_id = $1), 0) AS level
  )
  SELECT ${channelColumns} FROM deposit_channels c, me
   WHERE c.enabled
     AND (cardinality(c.vip_levels) = 0 OR me.level = ANY (c.vip_levels))
     AND (cardinality(c.agent_ids) = 0 OR c.agent_ids && me.upline)`;

export async function channelsForPlayer(
  db: TQueryable,
  userId: number,
): Promise<TDepositChannel[]> {
  const rows = await db.query<TDepositChannelRow>(
    `${visibleChannelsSql} ORDER BY c.type, c.sort_order, c.id`,
    [userId],
  );
  return rows.map(toChannel);
}

/** One channel as the player may use it now: null when disabled or not theirs to see. */
export async function channelForPlayer(
  db: TQueryable,
  userId: number,
  channelId: number,
): Promise<TDepositChannel | null> {
  const [row] = await db.query<TDepositChannelRow>(`${visibleChannelsSql} AND c.id = $2`, [
    userId,
    channelId,
  ]);
  return row ? toChannel(row) : null;
}
