import type { TQueryable } from '../../../db/database.ts';

/**
 * Whether taking `adminId` out of the active owners would leave none. Locks every owner row
 * first, so two owners demoting each other at once cannot both pass.
 */
export async function isLastActiveOwner(tx: TQueryable, adminId: number): Promise<boolean> {
  const owners = await tx.query<{ id: number; disabled: boolean }>(
    `SELECT a.id, a.disabled FROM admins a JOIN admin_roles r ON r.id = a.role_id
      WHERE r.builtin AND r.name = 'owner' ORDER BY a.id FOR UPDATE OF a`,
  );
  const active = owners.filter((owner) => !owner.disabled);
  return active.length === 1 && active[0]?.id === adminId;
}
