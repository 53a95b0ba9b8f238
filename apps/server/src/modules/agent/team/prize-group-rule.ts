import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';

/** The lowest prize group an account may have (migration 0009's check). */
export const minPrizeGroup = 1700;

/**
 * A group an agent may give a new member or a register link: at least the lowest, at most the
 * agent's own (research/lottery.md §2: a child's group never exceeds its parent's). Answers the
 * agent's own group.
 */
export async function checkPrizeGroup(
  db: TQueryable,
  agentId: number,
  group: number,
): Promise<TResult<number>> {
  const [agent] = await db.query<{ prize_group: number }>(
    `SELECT prize_group FROM users WHERE id = $1`,
    [agentId],
  );
  const own = agent?.prize_group ?? minPrizeGroup;
  if (group < minPrizeGroup) return fail('PrizeGroupOutOfRange', { min: minPrizeGroup, max: own });
  if (group > own) return fail('PrizeGroupAboveOwn', { group, own });
  return succeed(own);
}
