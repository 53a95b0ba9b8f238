import type { TSendLetterRequest } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { attemptWaitMs, recordAttempt, type TAttemptLimit } from '../../auth/attempt-throttle.ts';
import { secondsUntil } from '../../auth/login-throttle.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { findTeamMember } from '../team/team-membership.ts';

/** Letters per agent: 20 an hour (a team letter may reach 200,000 inboxes). */
export const letterLimit: TAttemptLimit = {
  action: 'station_letter',
  limit: 20,
  windowMs: 60 * 60_000,
};

export const letterAudienceCodes = { Members: 1, Team: 2 } as const;

/** The chosen members, each through the team gate: one outside the team refuses the letter. */
async function chosenMembers(
  tx: TQueryable,
  agentId: number,
  loginIds: readonly string[],
): Promise<TResult<number[]>> {
  const ids = new Set<number>();
  for (const loginId of new Set(loginIds.map((id) => id.toLowerCase()))) {
    const member = await findTeamMember(tx, agentId, { loginId }, { scope: 'team' });
    if (!member.ok) return member;
    ids.add(member.value.userId);
  }
  return ids.size > 0 ? succeed([...ids]) : fail('LetterNoRecipients');
}

async function sendIn(
  tx: TQueryable,
  agentId: number,
  input: TSendLetterRequest,
  now: number,
): Promise<TResult<{ Id: number; RecipientCount: number }>> {
  // The agent's row orders its sends, so two at once cannot both slip under the limit.
  await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [agentId]);
  const subject = String(agentId);
  const waitMs = await attemptWaitMs(tx, letterLimit, subject, now);
  if (waitMs > 0) return fail('LetterRateLimited', { retryAfterSeconds: secondsUntil(waitMs) });
  const chosen =
    input.Audience === 'Members' ? await chosenMembers(tx, agentId, input.LoginIds) : null;
  if (chosen && !chosen.ok) return chosen;
  const [letter] = await tx.query<{ id: string }>(
    `INSERT INTO station_letters (sender_id, audience, title, body, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
    [agentId, letterAudienceCodes[input.Audience], input.Title, input.Body, now],
  );
  if (!letter) throw new Error('letter insert returned nothing');
  // One set-based statement whatever the team's size (account_tree's ancestor index).
  const [inserted] = await tx.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO station_letter_recipients (recipient_id, letter_id)
       ${chosen ? 'SELECT unnest($2::int[]), $1' : 'SELECT descendant_id, $1 FROM account_tree WHERE ancestor_id = $2 AND depth > 0'}
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [letter.id, chosen ? chosen.value : agentId],
  );
  const count = inserted?.n ?? 0;
  if (count === 0) return fail('LetterNoRecipients');
  await tx.query(`UPDATE station_letters SET recipient_count = $2 WHERE id = $1`, [
    letter.id,
    count,
  ]);
  await recordAttempt(tx, letterLimit, subject, now);
  return succeed({ Id: Number(letter.id), RecipientCount: count });
}

/** POST /api/StationLetter/Send: a refusal (outside the team, no one, too many) writes nothing. */
export function sendLetter(deps: TAgentDeps, agentId: number, input: TSendLetterRequest) {
  const now = deps.clock.now();
  return transactionResult(deps.db, (tx) => sendIn(tx, agentId, input, now));
}
