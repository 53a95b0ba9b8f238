import type { TActivityUserNotice, TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { findTeamMember } from '../agent/team/team-membership.ts';
import { periodOf } from './activity-period.ts';
import { readRunningActivities, type TActivity } from './activity-rows.ts';
import { checkEligibility } from './check-eligibility.ts';

/**
 * The user-info fields of SPEC §3 that come from activities: whether a red-packet relay is open to
 * the player (activityInfo.redPacketSolitaireEntryable: one running whose conditions the player
 * meets), and the running activities for the player's agent team (limited to a team the player
 * is in or leads): its red-pack rains (agentActivityNotice.teamRedPackRainCount) and its other
 * activities the player has not opened yet (teamActivityUnreadCount, falling as they are opened).
 */
async function isEligible(db: TQueryable, activity: TActivity, userId: number, now: number) {
  const eligibility = await checkEligibility(db, {
    activity,
    userId,
    period: periodOf(activity, now),
    language: 'en' satisfies TLanguage,
  });
  return eligibility.unmet.length === 0;
}

async function inTeamOf(db: TQueryable, activity: TActivity, userId: number) {
  if (activity.agentId === null) return false;
  if (activity.agentId === userId) return true;
  return (await findTeamMember(db, activity.agentId, { userId }, { scope: 'team' })).ok;
}

export async function activityUserNotice(
  db: TQueryable,
  query: { userId: number; now: number },
): Promise<TActivityUserNotice> {
  const running = await readRunningActivities(db, query.now);
  let entryable = false;
  for (const activity of running.filter((each) => each.type === 'redPacketSolitaire'))
    if (!entryable && (await isEligible(db, activity, query.userId, query.now))) entryable = true;
  const opened = new Set(
    (
      await db.query<{ activity_id: number }>(
        `SELECT activity_id FROM activity_reads WHERE user_id = $1`,
        [query.userId],
      )
    ).map((row) => row.activity_id),
  );
  let teamRains = 0;
  let teamUnread = 0;
  for (const activity of running.filter((each) => each.agentId !== null)) {
    if (!(await inTeamOf(db, activity, query.userId))) continue;
    if (activity.type === 'redPackRain') teamRains += 1;
    else if (!opened.has(activity.id)) teamUnread += 1;
  }
  return {
    RedPacketSolitaireEntryable: entryable,
    TeamRedPackRainCount: teamRains,
    TeamActivityUnreadCount: teamUnread,
  };
}
