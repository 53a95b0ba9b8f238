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

describe('GET /api/Admin/Audit', () => {
  it('filters by administrator, action or action prefix, target and time; newest first, by cursor', async () => {
    const first = await actor();
    const second = { ...(await actor()), ip: '203.0.113.8' };
    const write = (session: typeof first, action: string, targetType: string, targetId: number) =>
      t.db.transaction((tx) => writeAdminAudit(tx, session, { action, targetType, targetId }));
    await write(first, 'games.state.set', 'game', 1);
    await write(first, 'site.maintenance.add', 'maintenance_window', 9);
    await write(second, 'games.two_sided_odds.set', 'game', 2);
    const auditor = await t.adminToken('finance');
    const list = async (query: string) => {
      const response = await t.call('GET', `/api/Admin/Audit?${query}`, { token: auditor });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        Entries: { Action: string; LoginId: string; TargetId: string; Ip: string }[];
        NextCursor: string | null;
      };
    };
    const byFirst = await list(`AdminId=${first.adminId}`);
    expect(byFirst.Entries.map((e) => e.Action)).toEqual([
      'site.maintenance.add',
      'games.state.set',
    ]);
    expect(byFirst.Entries[0]).toMatchObject({ LoginId: first.loginId, Ip: '198.51.100.4' });
    const games = await list('Action=games.');
    expect(games.Entries.map((e) => e.Action).slice(0, 2)).toEqual([
      'games.two_sided_odds.set',
      'games.state.set',
    ]);
    expect(
      (await list('Action=games.state.set')).Entries.every((e) => e.Action === 'games.state.set'),
    ).toBe(true);
    expect((await list('Action=%25.')).Entries).toEqual([]);
    const target = await list('TargetType=game&TargetId=2');
    expect(target.Entries.map((e) => e.Action)).toEqual(['games.two_sided_odds.set']);

    const pageOne = await list(`AdminId=${first.adminId}&Limit=1`);
    expect(pageOne.Entries.map((e) => e.Action)).toEqual(['site.maintenance.add']);
    const pageTwo = await list(`AdminId=${first.adminId}&Limit=1&Cursor=${pageOne.NextCursor}`);
    expect(pageTwo.Entries.map((e) => e.Action)).toEqual(['games.state.set']);
    expect(pageTwo.NextCursor).toBeNull();

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`From=${encodeURIComponent(future)}`)).Entries).toEqual([]);
    expect(
      (await list(`To=${encodeURIComponent(future)}&AdminId=${second.adminId}`)).Entries,
    ).toHaveLength(1);
    const bad = await t.call('GET', '/api/Admin/Audit?From=yesterday', { token: auditor });
    expect(bad.json()).toMatchObject({ Code: 1001, Field: 'From' });
    const readonly = await t.call('GET', '/api/Admin/Audit', {
      token: await t.adminToken('readonly'),
    });
    expect(readonly.json().Code).toBe(6001);
  });
});
