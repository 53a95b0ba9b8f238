import type { TCreateMemberRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { writeAudit } from '../../auth/audit.ts';
import { createUser, takenIdentity } from '../../auth/create-user.ts';
import { hashPassword } from '../../auth/password-hashing.ts';
import { checkPrizeGroup } from './prize-group-rule.ts';

/**
 * /CreatePlayer: an agent opens a player or agent account directly under itself, with the login
 * id and password rules of registration (the request schema) and a prize group at most its own.
 * Cheap checks come before the argon2 hash; the transaction checks the name again.
 */
export async function createMember(
  db: TDatabase,
  agentId: number,
  nowMs: number,
  request: TCreateMemberRequest,
): Promise<TResult<{ UserId: number; LoginId: string }>> {
  const group = await checkPrizeGroup(db, agentId, request.PrizeGroup);
  if (!group.ok) return group;
  if (await takenIdentity(db, request.LoginId, undefined)) return fail('LoginIdTaken');
  const passwordHash = await hashPassword(request.Password);
  return db.transaction(async (tx) => {
    const created = await createUser(tx, {
      loginId: request.LoginId,
      passwordHash,
      role: request.Role,
      nickName: request.NickName || undefined,
      parentId: agentId,
      prizeGroup: request.PrizeGroup,
    });
    if (!created.ok) return fail('LoginIdTaken');
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: agentId,
      subjectUserId: created.userId,
      action: 'agent_create_member',
      detail: { role: request.Role, prizeGroup: request.PrizeGroup },
    });
    return succeed({ UserId: created.userId, LoginId: request.LoginId });
  });
}
