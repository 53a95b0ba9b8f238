import { ZContestLeaderboard, type TContestLeaderboard } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { periodOf } from '../activity/activity-period.ts';
import { readActivity } from '../activity/activity-rows.ts';
import { boardFor, readBoard, readRanks } from './contest-leaderboard.ts';

/**
 * The current period's leaderboard of a contest as each of these players sees it (ActivityNotFound,
 * ActivityNotContest for another type).
 */
export async function boardsOf(
  db: TQueryable,
  input: { activityId: number; userIds: readonly number[]; now: number },
): Promise<TResult<Map<number, TContestLeaderboard>>> {
  const activity = await readActivity(db, input.activityId);
  if (!activity) return fail('ActivityNotFound');
  if (activity.config.type !== 'lionKingContest') return fail('ActivityNotContest');
  const contest = { id: activity.id, config: activity.config };
  const period = periodOf(activity, input.now);
  const board = await readBoard(db, contest, period, input.now);
  const ranks = await readRanks(db, contest, period, input.userIds);
  const boards = new Map<number, TContestLeaderboard>();
  for (const userId of input.userIds)
    boards.set(userId, boardFor(board, userId, ranks.get(userId) ?? { Rank: null, Turnover: 0n }));
  return succeed(boards);
}

/** A board as the hub sends it (amounts as numbers), and what decides whether it changed. */
export function wireBoard(board: TContestLeaderboard) {
  const wire = ZContestLeaderboard.parse(board);
  return { wire, fingerprint: JSON.stringify({ ...wire, UpdatedAt: 0 }) };
}
