import type { TQueryable } from '../../db/database.ts';
import { grantBonus } from './grant-bonus.ts';

/** The demo player's welcome bonus: 88.000 needing 5× turnover, for 30 days (development only). */
export async function seedDemoBonus(tx: TQueryable, userId: number, nowMs: number): Promise<void> {
  const granted = await grantBonus(tx, {
    userId,
    amount: 88_000n,
    turnoverMultiple: 5,
    expiresAt: nowMs + 30 * 86_400_000,
    source: 'activity',
    reference: 'demo:welcome-bonus',
    at: nowMs,
  });
  if (!granted.ok) throw new Error(`demo bonus: ${granted.error}`);
}
