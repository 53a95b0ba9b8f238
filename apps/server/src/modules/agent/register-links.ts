import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/** What registering with an invite code makes: an account of this role and group under the agent. */
export interface TInviteTerms {
  agentId: number;
  role: 'player' | 'agent';
  prizeGroup: number;
}

interface TLinkRow {
  agent_id: number;
  role: 'player' | 'agent';
  group: number;
  expired: boolean;
  disabled: boolean;
  used_up: boolean;
}

const termsOf = (row: TLinkRow): TResult<TInviteTerms> => {
  if (row.disabled) return fail('RegisterLinkDisabled');
  if (row.expired) return fail('RegisterLinkExpired');
  if (row.used_up) return fail('RegisterLinkUsedUp');
  return succeed({ agentId: row.agent_id, role: row.role, prizeGroup: row.group });
};

// A link without its own group gives the agent's group as it is when the account registers.
const linkSql = (lock: boolean) =>
  `SELECT l.agent_id, l.role, coalesce(l.prize_group, a.prize_group) AS group,
          l.expires_at IS NOT NULL AND l.expires_at <= $2 AS expired,
          l.disabled_at IS NOT NULL OR a.deleted_at IS NOT NULL AS disabled,
          l.max_uses IS NOT NULL AND l.use_count >= l.max_uses AS used_up
     FROM register_links l JOIN users a ON a.id = l.agent_id
    WHERE l.code = $1 ${lock ? 'FOR UPDATE OF l' : ''}`;

/**
 * What an invite code would make, read before the password is hashed; null for no such code
 * (registration answers InviteCodeInvalid), else the terms or why the link is refused.
 */
export async function inviteTermsOf(
  db: TQueryable,
  code: string,
  nowMs: number,
): Promise<TResult<TInviteTerms> | null> {
  const [row] = await db.query<TLinkRow>(linkSql(false), [code, new Date(nowMs)]);
  return row ? termsOf(row) : null;
}

/**
 * Counts one use of the code in the registering transaction, with the rules read again under the
 * link's row lock: two registrations racing for a link's last use cannot both have it.
 */
export async function claimInviteCode(
  tx: TQueryable,
  code: string,
  nowMs: number,
): Promise<TResult<TInviteTerms>> {
  const [row] = await tx.query<TLinkRow>(linkSql(true), [code, new Date(nowMs)]);
  if (!row) return fail('InviteCodeInvalid');
  const terms = termsOf(row);
  if (!terms.ok) return terms;
  await tx.query(`UPDATE register_links SET use_count = use_count + 1 WHERE code = $1`, [code]);
  return terms;
}

/** Adds an invite link with a chosen code (the demo agent's well-known one). */
export async function addRegisterLink(
  db: TQueryable,
  agentId: number,
  code: string,
): Promise<void> {
  await db.query(`INSERT INTO register_links (code, agent_id) VALUES ($1, $2)`, [code, agentId]);
}
