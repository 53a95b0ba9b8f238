import type { TQueryable } from '../../db/database.ts';
import {
  channelColumns,
  toChannel,
  type TDepositChannel,
  type TDepositChannelRow,
} from './deposit-channel-row.ts';

/** A channel, whatever its state (finance's screens, an order's own channel). */
export async function channelById(
  db: TQueryable,
  channelId: number,
): Promise<TDepositChannel | null> {
  const [row] = await db.query<TDepositChannelRow>(
    `SELECT ${channelColumns} FROM deposit_channels c WHERE c.id = $1`,
    [channelId],
  );
  return row ? toChannel(row) : null;
}
