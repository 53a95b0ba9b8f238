import type { TDatabase } from './database.ts';
import { seedDemoActivities } from '../modules/activity/seed-demo-activities.ts';
import { seedDemoAdmins } from '../modules/admin/identity/seed-demo-admins.ts';
import { addRegisterLink } from '../modules/agent/register-links.ts';
import { createUser, type TNewUser } from '../modules/auth/create-user.ts';
import { findUserIdByLoginId } from '../modules/auth/find-user.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { seedDemoBonus } from '../modules/bonus-wallet/seed-demo-bonus.ts';
import { seedDemoCoupons } from '../modules/coupon/seed-demo-coupons.ts';
import { seedDemoChat } from '../modules/chat/seed-demo-chat.ts';
import { seedDemoContent } from '../modules/content/seed-demo-content.ts';
import { fundDemoWallet, money } from '../modules/wallet/wallet-service.ts';
import { seedUsdtDemo } from '../modules/deposit/usdt/seed-usdt-demo.ts';
import { seedDemoDepositChannels } from '../modules/deposit/seed-demo-deposit-channels.ts';

export const demoPassword = 'Demo2026pass';
export const demoInviteCode = 'DEMO2026';

export const demoAccounts = [
  {
    loginId: 'demoagent',
    role: 'agent',
    nickName: '演示代理',
    balance: money(100_000_000),
    parent: null,
  },
  {
    loginId: 'demoplayer',
    role: 'player',
    nickName: '演示玩家',
    balance: money(10_000_000),
    parent: 'demoagent',
  },
  {
    loginId: 'demoplayer2',
    role: 'player',
    nickName: '演示玩家二',
    balance: money(10_000_000),
    parent: null,
  },
] as const;

/**
 * Demo accounts for a fresh development database; never run in production. Returns false when
 * there was nothing to seed. Administrators are seeded on their own, so a database made before
 * they existed gets them too.
 */
export async function seedDemo(db: TDatabase, nowMs: number): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  const adminsSeeded = await db.transaction((tx) => seedDemoAdmins(tx, passwordHash, nowMs));
  const playersSeeded = await seedDemoPlayers(db, passwordHash, nowMs);
  return adminsSeeded || playersSeeded;
}

async function seedDemoPlayers(db: TDatabase, passwordHash: string, nowMs: number) {
  return db.transaction(async (tx) => {
    if ((await findUserIdByLoginId(tx, 'demoagent')) !== null) return false;
    const ids = new Map<string, number>();
    for (const account of demoAccounts) {
      const user: TNewUser = {
        loginId: account.loginId,
        passwordHash,
        role: account.role,
        nickName: account.nickName,
        parentId: account.parent ? ids.get(account.parent) : null,
        email: `${account.loginId}@demo.invalid`,
      };
      const created = await createUser(tx, user);
      if (!created.ok) throw new Error(`demo account ${account.loginId}: ${created.taken} taken`);
      ids.set(account.loginId, created.userId);
      await fundDemoWallet(tx, created.userId, account.balance, nowMs);
    }
    const demoAgentId = ids.get('demoagent');
    if (demoAgentId === undefined) throw new Error('the demo agent was not created');
    await addRegisterLink(tx, demoAgentId, demoInviteCode);
    await seedDemoContent(tx, nowMs);
    await seedUsdtDemo(tx, nowMs);
    await seedDemoDepositChannels(tx, nowMs);
    await seedDemoChat(tx, nowMs, demoAgentId);
    await seedDemoActivities(tx, nowMs);
    await seedDemoCoupons(tx, nowMs);
    const demoPlayerId = ids.get('demoplayer');
    if (demoPlayerId !== undefined) await seedDemoBonus(tx, demoPlayerId, nowMs);
    return true;
  });
}
