import type { TSession } from '../../platform/route.ts';
import type { TAgentDeps } from './agent-deps.ts';
import { newInviteCode } from './invite-code.ts';

/**
 * The links that can be the agent's default one: active, for players at the agent's own group,
 * never expiring and unlimited (a limited /RegisterLink link must not be handed out as the
 * default and run out).
 */
export const defaultLinkSql = `disabled_at IS NULL AND role = 'player' AND prize_group IS NULL
  AND expires_at IS NULL AND max_uses IS NULL`;

/** Any fixed number: the advisory lock space of "making an agent's first invite link". */
const firstLinkLockSpace = 7_340_006;
/** 40-bit codes rarely collide; a few fresh draws make a collision harmless. */
const maxDraws = 5;

/**
 * The agent's invite code (its oldest default register link), made on the first ask. Players and
 * administrators have none.
 */
export async function getRegisterLinkCode(
  deps: TAgentDeps,
  session: TSession,
): Promise<string | null> {
  if (session.role !== 'agent') return null;
  return deps.db.transaction(async (tx) => {
    // Two first asks at once (two tabs) must not leave the agent with two links.
    await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [firstLinkLockSpace, session.userId]);
    const [existing] = await tx.query<{ code: string }>(
      `SELECT code FROM register_links WHERE agent_id = $1 AND ${defaultLinkSql}
        ORDER BY created_at, code LIMIT 1`,
      [session.userId],
    );
    if (existing) return existing.code;
    for (let draw = 0; draw < maxDraws; draw += 1) {
      const [created] = await tx.query<{ code: string }>(
        `INSERT INTO register_links (code, agent_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [newInviteCode(), session.userId, new Date(deps.clock.now())],
      );
      if (created) return created.code;
    }
    throw new Error(`no free invite code in ${maxDraws} draws`);
  });
}
