import type { TQueryable } from '../../db/database.ts';

/** The agent an active invite code belongs to; registration puts the new player under it. */
export async function agentOfInviteCode(db: TQueryable, code: string): Promise<number | null> {
  const [link] = await db.query<{ agent_id: number }>(
    `SELECT agent_id FROM register_links WHERE code = $1 AND disabled_at IS NULL`,
    [code],
  );
  return link?.agent_id ?? null;
}

/** Adds an invite link with a chosen code (the demo agent's well-known one). */
export async function addRegisterLink(
  db: TQueryable,
  agentId: number,
  code: string,
): Promise<void> {
  await db.query(`INSERT INTO register_links (code, agent_id) VALUES ($1, $2)`, [code, agentId]);
}
