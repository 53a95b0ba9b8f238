import type { TAlertInfo } from '@lottery/contracts';
import type { TAccountDeps } from './account-deps.ts';

/** The account's alert switches; without a row every alert is on, as the table defaults say. */
export async function getAlertInfo(deps: TAccountDeps, userId: number): Promise<TAlertInfo> {
  const [row] = await deps.db.query<{
    feng_dan_enabled: boolean;
    draw_enabled: boolean;
    winning_enabled: boolean;
    chat_enabled: boolean;
  }>(
    `SELECT feng_dan_enabled, draw_enabled, winning_enabled, chat_enabled
       FROM account_alerts WHERE user_id = $1`,
    [userId],
  );
  return {
    IsFengDanEnabled: row?.feng_dan_enabled ?? true,
    IsDrawEnabled: row?.draw_enabled ?? true,
    IsWinningEnabled: row?.winning_enabled ?? true,
    IsChatEnabled: row?.chat_enabled ?? true,
  };
}
