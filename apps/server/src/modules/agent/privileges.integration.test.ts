import { describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { stateFlags } from '../auth/state-flags.ts';

const t = useTestApp();

async function loggedIn(options: Parameters<typeof t.createAccount>[0] = {}) {
  const account = await t.createAccount(options);
  return { ...account, token: await t.login(account.loginId) };
}

const setFlags = (userId: number, flags: number) =>
  t.db.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [userId, flags]);

const noPrivileges = {
  IsTransferPointEnabled: false,
  IsSuperTransferPointEnabled: false,
  IsDepositFromWalletEnabled: false,
  ContractCreationAllowed: false,
  ExternalGameContractCreationAllowed: false,
  DailyPayCreationAllowed: false,
  DailyPayCGCreationAllowed: false,
  ExternalGameDailyPayCreationAllowed: false,
  SportDailyPayCreationAllowed: false,
  DailyRewardCreationAllowed: false,
  HaveContract: false,
  HaveExternalGameContract: false,
  HaveSportContract: false,
  HaveDailyPay: false,
  HaveCGDailyPay: false,
  HaveExternalGameDailyPay: false,
  HaveSportGameDailyPay: false,
  HaveDailyReward: false,
  HaveProportionalDividend: false,
  DailyPayPermission: [],
  ContractPermission: [],
  DirectAgentType: null,
  IsDirectAgent: false,
};

const noBonusPrivileges = {
  HaveBonusWallet: false,
  HaveBonusPermission: false,
  BonusCreationAllowed: false,
  HasShareHolderBonus: false,
  HasShareHolderBonusExternal: false,
  HasShareHolderBonusContent: false,
  HasShareHolderBonusContentExternal: false,
};

describe('POST /api/Privileges/Get', () => {
  const privileges = async (token: string) => {
    const response = await t.call('POST', '/api/Privileges/Get', { token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives a player nothing, whatever its flags', async () => {
    const player = await loggedIn();
    await setFlags(player.userId, stateFlags.transferDepositAllowed);
    expect(await privileges(player.token)).toEqual(noPrivileges);
  });

  it('gives a direct Formal agent the rights of the system rules (migration 0006)', async () => {
    const agent = await loggedIn({ role: 'agent' });
    await setFlags(agent.userId, stateFlags.transferDepositAllowed);
    expect(await privileges(agent.token)).toEqual({
      ...noPrivileges,
      IsTransferPointEnabled: true,
      IsDepositFromWalletEnabled: true,
      ContractCreationAllowed: true,
      ExternalGameContractCreationAllowed: true,
      DailyPayCreationAllowed: true,
      DailyPayCGCreationAllowed: true,
      ExternalGameDailyPayCreationAllowed: true,
      DailyRewardCreationAllowed: true,
      DailyPayPermission: ['Lottery', 'CardGame', 'ExternalGame', 'DailyReward'],
      ContractPermission: ['Lottery', 'ExternalGame'],
      DirectAgentType: 'Formal',
      IsDirectAgent: true,
    });
  });

  it('takes daily reward from a NoDividend agent under another (no-dividend flag is off)', async () => {
    const upline = await t.createAccount({ role: 'agent' });
    const agent = await loggedIn({ role: 'agent', parentId: upline.userId });
    await t.db.query(
      `INSERT INTO agent_settings (agent_id, agent_type) VALUES ($1, 'NoDividend')`,
      [agent.userId],
    );
    const body = await privileges(agent.token);
    expect(body).toMatchObject({
      DirectAgentType: 'NoDividend',
      IsDirectAgent: false,
      DailyRewardCreationAllowed: false,
      DailyPayPermission: ['Lottery', 'CardGame', 'ExternalGame'],
    });
  });

  it('follows the state flags: transfer types, super transfers, frozen funds, deposits', async () => {
    const agent = await loggedIn({ role: 'agent' });
    const transfers = async () => {
      const body = await privileges(agent.token);
      return [
        body.IsTransferPointEnabled,
        body.IsSuperTransferPointEnabled,
        body.IsDepositFromWalletEnabled,
      ];
    };
    expect(await transfers()).toEqual([false, false, true]);
    await setFlags(agent.userId, stateFlags.transferSuperAllowed | stateFlags.transferOtherAllowed);
    expect(await transfers()).toEqual([true, true, true]);
    await setFlags(agent.userId, stateFlags.transferOtherAllowed | stateFlags.depositDisabled);
    expect(await transfers()).toEqual([true, false, false]);
    await setFlags(
      agent.userId,
      stateFlags.transferSuperAllowed | stateFlags.transferOtherAllowed | stateFlags.fundsFrozen,
    );
    expect(await transfers()).toEqual([false, false, false]);
  });

  it('follows a change of the system rules at once', async () => {
    const agent = await loggedIn({ role: 'agent' });
    await t.db.query(`UPDATE agent_system_rules SET sport_daily_pay_creation_allowed = true`);
    try {
      expect(await privileges(agent.token)).toMatchObject({
        SportDailyPayCreationAllowed: true,
        DailyPayPermission: ['Lottery', 'CardGame', 'ExternalGame', 'Sport', 'DailyReward'],
      });
    } finally {
      await t.db.query(`UPDATE agent_system_rules SET sport_daily_pay_creation_allowed = false`);
    }
  });
});

describe('POST /api/BonusPrivileges/Get', () => {
  const bonus = async (token: string) => {
    const response = await t.call('POST', '/api/BonusPrivileges/Get', { token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives players and agents without grants nothing', async () => {
    expect(await bonus((await loggedIn()).token)).toEqual(noBonusPrivileges);
    expect(await bonus((await loggedIn({ role: 'agent' })).token)).toEqual(noBonusPrivileges);
  });

  it('gives an agent what it was granted; creating bonuses also needs the system rule', async () => {
    const agent = await loggedIn({ role: 'agent' });
    await t.db.query(
      `INSERT INTO agent_settings (agent_id, has_bonus_wallet, has_bonus_permission,
                                   has_shareholder_bonus, has_shareholder_bonus_external)
       VALUES ($1, true, true, true, false)`,
      [agent.userId],
    );
    const granted = {
      ...noBonusPrivileges,
      HaveBonusWallet: true,
      HaveBonusPermission: true,
      BonusCreationAllowed: true,
      HasShareHolderBonus: true,
    };
    expect(await bonus(agent.token)).toEqual(granted);
    await t.db.query(`UPDATE agent_system_rules SET bonus_creation_allowed = false`);
    try {
      expect(await bonus(agent.token)).toEqual({ ...granted, BonusCreationAllowed: false });
    } finally {
      await t.db.query(`UPDATE agent_system_rules SET bonus_creation_allowed = true`);
    }
  });
});

describe('privilege endpoints need a login', () => {
  itRequiresLogin(t, [
    ['POST', '/api/Privileges/Get'],
    ['POST', '/api/BonusPrivileges/Get'],
  ]);
});
