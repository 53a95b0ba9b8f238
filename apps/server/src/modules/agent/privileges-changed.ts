import { userInfoPrivilegesEvent } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { writeUserEvent } from '../../jobs/user-events.ts';

/**
 * Tells each account's screens that its privileges changed (UserInfoPrivileges), in the
 * transaction of the change. `cause` names the change (e.g. `contract:42:signed`) so that one
 * change announces once however often it is retried.
 */
export async function notifyPrivilegesChanged(
  tx: TQueryable,
  userIds: readonly number[],
  cause: string,
  now: number,
) {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
    await writeUserEvent(tx, {
      key: `${userInfoPrivilegesEvent}:${cause}:${userId}`,
      userId,
      event: userInfoPrivilegesEvent,
      now,
    });
}
