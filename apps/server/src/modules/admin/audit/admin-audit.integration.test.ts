import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';
import { writeAdminAudit } from './write-admin-audit.ts';

const t = useTestApp();

async function actor() {
  const admin = await t.createAdmin({ role: 'operations' });
  return {
    sessionId: '00000000-0000-4000-8000-000000000000',
    adminId: admin.adminId,
    loginId: admin.loginId,
    roleName: 'operations',
    permissions: new Set(['games.manage'] as const),
    ip: '198.51.100.4',
  };
}

describe('administrator audit rows', () => {
  it('keep who, role, action, target, before, after and address; bigints stay exact', async () => {
    const session = await actor();
    await t.db.transaction((tx) =>
      writeAdminAudit(tx, session, {
        action: 'games.state.set',
        targetType: 'game',
        targetId: 7,
        before: { state: 0 },
        after: { state: 1, amount: 12_345_678_901_234_567n },
      }),
    );
    const [row] = await t.db.query(
      `SELECT admin_id, login_id, role_name, action, target_type, target_id, before, after,
              host(ip) AS ip
         FROM admin_audit WHERE admin_id = $1`,
      [session.adminId],
    );
    expect(row).toEqual({
      admin_id: session.adminId,
      login_id: session.loginId,
      role_name: 'operations',
      action: 'games.state.set',
      target_type: 'game',
      target_id: '7',
      before: { state: 0 },
      after: { state: 1, amount: '12345678901234567' },
      ip: '198.51.100.4',
    });
  });

  it('vanish with a change that rolls back: the row lives in the change’s transaction', async () => {
    const session = await actor();
    await expect(
      t.db.transaction(async (tx) => {
        await writeAdminAudit(tx, session, { action: 'x.y.z', targetType: 'game', targetId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db.query(`SELECT 1 FROM admin_audit WHERE admin_id = $1`, [
      session.adminId,
    ]);
    expect(rows).toEqual([]);
  });

  it('are append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const session = await actor();
    await t.db.transaction((tx) =>
      writeAdminAudit(tx, session, { action: 'x.y.z', targetType: 'game', targetId: 1 }),
    );
    for (const sql of [
      `UPDATE admin_audit SET action = 'forged'`,
      `DELETE FROM admin_audit`,
      `TRUNCATE admin_audit`,
    ]) {
      await expect(t.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const [count] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit`);
    expect(count?.n).toBeGreaterThan(0);
  });
});
