import type { TCreateRegisterLinkRequest, TRegisterLinkView } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import { dayMs } from '../../../platform/site-date-range.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { defaultLinkSql } from '../get-register-link-code.ts';
import { newInviteCode } from '../invite-code.ts';
import { checkPrizeGroup } from './prize-group-rule.ts';

interface TLinkRow {
  code: string;
  role: 'player' | 'agent';
  prize_group: number | null;
  expires_at: Date | null;
  max_uses: number | null;
  use_count: number;
  created_at: Date;
  disabled_at: Date | null;
  is_default: boolean;
}

const maxDraws = 5;

/** The agent's register links, newest first, each with its use count. */
export async function listRegisterLinks(
  db: TQueryable,
  agentId: number,
): Promise<{ Items: TRegisterLinkView[]; OwnPrizeGroup: number }> {
  const [rows, [agent]] = await Promise.all([
    db.query<TLinkRow>(
      `SELECT code, role, prize_group, expires_at, max_uses, use_count, created_at, disabled_at,
              coalesce(code = (SELECT code FROM register_links
                                 WHERE agent_id = $1 AND ${defaultLinkSql}
                                 ORDER BY created_at, code LIMIT 1), false) AS is_default
         FROM register_links WHERE agent_id = $1 ORDER BY created_at DESC, code LIMIT 200`,
      [agentId],
    ),
    db.query<{ prize_group: number }>(`SELECT prize_group FROM users WHERE id = $1`, [agentId]),
  ]);
  return {
    Items: rows.map((row) => ({
      Code: row.code,
      Role: row.role,
      PrizeGroup: row.prize_group,
      ExpiresAt: row.expires_at?.getTime() ?? null,
      MaxUses: row.max_uses,
      UseCount: row.use_count,
      CreatedAt: row.created_at.getTime(),
      DisabledAt: row.disabled_at?.getTime() ?? null,
      IsDefault: row.is_default,
    })),
    OwnPrizeGroup: agent?.prize_group ?? 0,
  };
}

/** A new invite link of the agent with a type, a prize group (≤ its own), expiry and use limit. */
export async function createRegisterLink(
  db: TDatabase,
  agentId: number,
  nowMs: number,
  request: TCreateRegisterLinkRequest,
): Promise<TResult<{ Code: string }>> {
  const group = await checkPrizeGroup(db, agentId, request.PrizeGroup);
  if (!group.ok) return group;
  const expiresAt = request.ExpiresInDays ? new Date(nowMs + request.ExpiresInDays * dayMs) : null;
  for (let draw = 0; draw < maxDraws; draw += 1) {
    const [created] = await db.query<{ code: string }>(
      `INSERT INTO register_links (code, agent_id, created_at, role, prize_group, expires_at, max_uses)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [
        newInviteCode(),
        agentId,
        new Date(nowMs),
        request.Role,
        request.PrizeGroup,
        expiresAt,
        request.MaxUses ?? null,
      ],
    );
    if (created) return succeed({ Code: created.code });
  }
  throw new Error(`no free invite code in ${maxDraws} draws`);
}

/** Disables one of the agent's links; another agent's code or an unknown one is not found. */
export async function disableRegisterLink(
  db: TQueryable,
  agentId: number,
  nowMs: number,
  code: string,
): Promise<TResult<{ Result: true }>> {
  const rows = await db.query(
    `UPDATE register_links SET disabled_at = coalesce(disabled_at, $3)
      WHERE code = $1 AND agent_id = $2 RETURNING code`,
    [code, agentId, new Date(nowMs)],
  );
  if (rows.length === 0) return fail('RegisterLinkNotFound');
  return succeed({ Result: true as const });
}
