import type { TAccountDeps } from './account-deps.ts';

export type TAlert = 'fengDan' | 'draw' | 'winning';

// A fixed map, so the column name put into the SQL text never comes from input.
const columnOf: Readonly<Record<TAlert, string>> = {
  fengDan: 'feng_dan_enabled',
  draw: 'draw_enabled',
  winning: 'winning_enabled',
};

/** Turns one alert on or off; the first change creates the row with the other alerts on. */
export async function setAlert(
  deps: TAccountDeps,
  userId: number,
  alert: TAlert,
  enabled: boolean,
): Promise<void> {
  const column = columnOf[alert];
  await deps.db.query(
    `INSERT INTO account_alerts (user_id, ${column}, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column},
                                         updated_at = EXCLUDED.updated_at`,
    [userId, enabled, new Date(deps.clock.now())],
  );
}
