import { cashFlowTypes, errorCatalogue, withdrawStates } from '@lottery/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { totpCodeAt } from '../auth/totp.ts';
import { stateFlags } from '../auth/state-flags.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { createSandboxPayout } from '../payment-sandbox/payout/sandbox-payout.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { payoutReconciliationSource } from './payout-reconciliation-source.ts';
import {
  defaultRules,
  fundPassword,
  giveCredentials,
  newCardNumber,
  newKey,
  realName,
  requestWithdrawal,
  setRules,
  withdrawPlayer,
} from './withdraw-test-fixtures.ts';

const t = useTestApp();

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;
const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });
const held = (userId: number) => balanceOf(t.db, { userId, kind: 'pending_withdrawals' });

async function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  name: keyof typeof errorCatalogue,
) {
  expect(response.json(), response.body).toMatchObject({ Code: code(name) });
  expect(response.statusCode).toBe(errorCatalogue[name].status);
}

beforeEach(async () => {
  await setRules(t, defaultRules);
});

describe('payout accounts', () => {
  it('binds a card in the real name, masks it, and refuses each broken rule with its own code', async () => {
    const account = await t.createAccount();
    const token = await t.login(account.loginId);
    const card = newCardNumber();
    const bind = (body: Record<string, unknown>) =>
      t.call('POST', '/api/WithdrawRequest/BindBankCard', {
        token,
        body: {
          BankCode: 'ICBC',
          CardNumber: card,
          Branch: '北京分行',
          HolderName: realName,
          FundPassword: fundPassword,
          ...body,
        },
      });
    await giveCredentials(t, account.userId, null);
    await expectRefused(await bind({}), 'PayoutRealNameRequired');
    await giveCredentials(t, account.userId);
    await expectRefused(await bind({ HolderName: '李四' }), 'PayoutHolderMismatch');
    await expectRefused(await bind({ BankCode: 'XYZ' }), 'PayoutBankUnknown');
    await expectRefused(await bind({ CardNumber: '1234' }), 'PayoutCardNumberFormat');
    const typo = `${card.slice(0, -1)}${(Number(card.at(-1)) + 1) % 10}`;
    await expectRefused(await bind({ CardNumber: typo }), 'PayoutCardNumberChecksum');
    await expectRefused(await bind({ Branch: ' ' }), 'PayoutBranchRequired');
    await expectRefused(await bind({ FundPassword: 'wrong-one' }), 'FundPasswordWrong');
    const [guesses] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM throttled_attempts WHERE action = 'fund_password' AND subject = $1`,
      [String(account.userId)],
    );
    expect(guesses?.n).toBe(1);

    const bound = await bind({ CardNumber: card.replace(/(\d{4})/g, '$1 ') });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({
      Type: 1,
      Provider: 'ICBC',
      MaskedNumber: `****${card.slice(-4)}`,
      HolderName: realName,
      UnderReview: false,
    });
    expect(bound.body).not.toContain(card);
    await expectRefused(await bind({}), 'PayoutAccountDuplicate');

    await setRules(t, { account_limit: 1 });
    await expectRefused(await bind({ CardNumber: newCardNumber() }), 'PayoutAccountLimit');

    // The same card on another account: bound, flagged for finance.
    const other = await t.createAccount();
    await giveCredentials(t, other.userId);
    const shared = await t.call('POST', '/api/WithdrawRequest/BindBankCard', {
      token: await t.login(other.loginId),
      body: {
        BankCode: 'ICBC',
        CardNumber: card,
        Branch: '上海分行',
        HolderName: realName,
        FundPassword: fundPassword,
      },
    });
    expect(shared.json()).toMatchObject({ UnderReview: true });

    const listed = await t.call('POST', '/api/WithdrawRequest/PayoutAccounts', { token });
    expect(listed.json().Items).toHaveLength(1);
    expect(listed.body).not.toContain(card);
  });

  it('binds an e-wallet with the BindElectronicPurse event, and a USDT address by its chain rules', async () => {
    const account = await t.createAccount();
    await giveCredentials(t, account.userId);
    const token = await t.login(account.loginId);
    const purse = (body: Record<string, unknown>) =>
      t.call('POST', '/api/WithdrawRequest/BindElectronicPurse', {
        token,
        body: { Provider: 'EBPay', Account: 'eb-778899', FundPassword: fundPassword, ...body },
      });
    await expectRefused(await purse({ Provider: 'Nope' }), 'EWalletProviderUnknown');
    await expectRefused(await purse({ Account: 'a b' }), 'EWalletAccountFormat');
    const bound = await purse({});
    expect(bound.json()).toMatchObject({ Type: 3, Provider: 'EBPay', MaskedNumber: '****8899' });
    const [event] = await t.db.query<{ event: string; payload: unknown }>(
      `SELECT event, payload FROM outbox WHERE target_id = $1 AND event = 'BindElectronicPurse'`,
      [account.userId],
    );
    expect(event?.payload).toEqual({
      Id: bound.json().Id,
      Provider: 'EBPay',
      MaskedNumber: '****8899',
    });

    const address = (Chain: string, Address: string) =>
      t.call('POST', '/api/WithdrawRequest/BindUsdtAddress', {
        token,
        body: { Chain, Address, FundPassword: fundPassword },
      });
    await expectRefused(await address('DOGE', 'x'), 'UsdtChainUnknown');
    // The USDT contract on TRON: a valid base58check address with the 0x41 prefix.
    const tron = await address('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(tron.json(), tron.body).toMatchObject({ Type: 2, Provider: 'TRC20' });
    await expectRefused(
      await address('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'),
      'UsdtAddressChecksum',
    );
    await expectRefused(
      await address('ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec8'),
      'UsdtAddressChecksum',
    );
  });

  it('unbinds with the fund password, never while a withdrawal to it is unfinished', async () => {
    const player = await withdrawPlayer(t, 1_000_000n);
    const pending = await requestWithdrawal(t, player, 200);
    expect(pending.statusCode, pending.body).toBe(200);
    const remove = (password = fundPassword) =>
      t.call('POST', '/api/WithdrawRequest/RemovePayoutAccount', {
        token: player.token,
        body: { Id: player.cardId, FundPassword: password },
      });
    await expectRefused(await remove(), 'PayoutAccountInUse');
    await t.call('POST', '/api/WithdrawRecord/Cancel', {
      token: player.token,
      body: { Id: pending.json().Id },
    });
    await expectRefused(await remove('wrong'), 'FundPasswordWrong');
    expect((await remove()).json()).toEqual({ Id: player.cardId });
    await expectRefused(await remove(), 'PayoutAccountNotFound');
  });
});

describe('withdraw request checks', () => {
  it('holds the amount and fee in the ledger, replays a retried key, and shows the init data', async () => {
    await setRules(t, { fee_per_mille: 10, fee_min: 2_000n, fee_max: 50_000n });
    const player = await withdrawPlayer(t, 1_000_000n);
    const key = newKey();
    const created = await requestWithdrawal(t, player, 300, {}, key);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      State: withdrawStates.waiting,
      Amount: 300,
      Fee: 3,
      MaskedNumber: `****${player.cardNumber.slice(-4)}`,
      UsdtState: null,
    });
    expect(await wallet(player.userId)).toBe(697_000n);
    expect(await held(player.userId)).toBe(303_000n);
    const replay = await requestWithdrawal(t, player, 300, {}, key);
    expect(replay.json()).toEqual(created.json());
    expect(await wallet(player.userId)).toBe(697_000n);

    const init = await t.call('POST', '/api/WithdrawRequest/InitWithdrawData', {
      token: player.token,
    });
    expect(init.json()).toMatchObject({
      Balance: 697,
      TurnoverRemaining: 0,
      TodayAmount: 300,
      TodayCount: 1,
      RealNameSet: true,
      FundPasswordSet: true,
      SecondFactorRequired: false,
      Rules: { MinAmount: 100, FeePerMille: 10, FeeMin: 2, FeeMax: 50 },
    });
    expect(init.json().Accounts).toHaveLength(1);

    const statement = await t.db.query<{ cash_flow_type: number; amount: bigint }>(
      `SELECT e.cash_flow_type, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type IS NOT NULL
          AND e.cash_flow_type <> 0 ORDER BY e.id`,
      [player.userId],
    );
    expect(
      statement
        .filter((e) => e.cash_flow_type !== null)
        .map((e) => [e.cash_flow_type, BigInt(e.amount)]),
    ).toEqual(
      expect.arrayContaining([
        [cashFlowTypes.withdraw, -300_000n],
        [cashFlowTypes.withdrawFee, -3_000n],
      ]),
    );
  });

  it('refuses each check of SPEC §5 with its own code and changes nothing', async () => {
    // The daily limits below count the site day, and the clock moves on: far from its midnight.
    t.clock.set(siteNoonOf(t.clock.now()));
    const player = await withdrawPlayer(t, 1_000_000n);
    const refusedWith = async (
      name: keyof typeof errorCatalogue,
      amount: number,
      extra: Record<string, unknown> = {},
    ) => {
      await expectRefused(await requestWithdrawal(t, player, amount, extra), name);
      expect(await wallet(player.userId)).toBe(1_000_000n);
    };
    const setFlags = (flags: number) =>
      t.db.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [player.userId, flags]);

    await setFlags(stateFlags.withdrawDisabled);
    await refusedWith('WithdrawDisabled', 200);
    await setFlags(stateFlags.fundsFrozen);
    await refusedWith('WithdrawFundsFrozen', 200);
    await setFlags(0);
    await t.db.query(
      `INSERT INTO withdraw_blacklist (user_id, reason, admin_id, created_at) VALUES ($1, 'test', 1, 0)`,
      [player.userId],
    );
    await refusedWith('WithdrawBlacklisted', 200);
    await t.db.query(`DELETE FROM withdraw_blacklist WHERE user_id = $1`, [player.userId]);

    await addTurnoverRequirement(t.db, {
      userId: player.userId,
      amount: 50_000n,
      source: 'deposit',
      reference: `test-turnover-${player.userId}`,
      now: t.clock.now(),
    });
    await refusedWith('WithdrawTurnoverRemaining', 200);
    const init = await t.call('POST', '/api/WithdrawRequest/InitWithdrawData', {
      token: player.token,
    });
    expect(init.json()).toMatchObject({ TurnoverRequired: 50, TurnoverRemaining: 50 });
    await t.db.query(`UPDATE turnover_requirements SET met_at = 0 WHERE user_id = $1`, [
      player.userId,
    ]);

    await refusedWith('WithdrawAccountRequired', 200, { PayoutAccountId: undefined });
    const stranger = await withdrawPlayer(t, 0n);
    await refusedWith('PayoutAccountNotFound', 200, { PayoutAccountId: stranger.cardId });

    await refusedWith('WithdrawBelowMin', 99.999);
    await setRules(t, { max_amount: 500_000n });
    await refusedWith('WithdrawAboveMax', 500.001);
    await setRules(t, { max_amount: null, min_amount: 1n, fee_min: 5_000n });
    await refusedWith('WithdrawFeeMinimum', 5);
    await setRules(t, { fee_min: 0n, first_max_amount: 200_000n });
    await refusedWith('WithdrawFirstLimit', 200.001);
    await setRules(t, { first_max_amount: null, site_daily_max_amount: 1_000n });
    await refusedWith('WithdrawSiteDailyLimit', 2);
    await setRules(t, { site_daily_max_amount: null, min_amount: 100_000n });
    await refusedWith('WithdrawInsufficientBalance', 1_000.001);
    await refusedWith('FundPasswordWrong', 200, { FundPassword: 'not-it' });
    // A refused request's transaction rolls back; the wrong guess is counted all the same.
    const [guesses] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM throttled_attempts WHERE action = 'fund_password' AND subject = $1`,
      [String(player.userId)],
    );
    expect(guesses?.n).toBe(1);

    await setRules(t, {
      daily_max_amount: 500_000n,
      daily_max_count: 2,
      interval_seconds: 60,
    });
    expect((await requestWithdrawal(t, player, 300)).statusCode).toBe(200);
    await expectRefused(await requestWithdrawal(t, player, 100), 'WithdrawInterval');
    t.clock.advance(61_000);
    await expectRefused(await requestWithdrawal(t, player, 200.001), 'WithdrawDailyAmount');
    expect((await requestWithdrawal(t, player, 100)).statusCode).toBe(200);
    t.clock.advance(61_000);
    await expectRefused(await requestWithdrawal(t, player, 100), 'WithdrawDailyCount');
    expect(await wallet(player.userId)).toBe(600_000n);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('asks for the second factor when the totpForWithdraw flag is set, and spends it', async () => {
    const player = await withdrawPlayer(t, 1_000_000n);
    const secret = 'JBSWY3DPEHPK3PXP';
    await t.db.query(`UPDATE users SET state_flags = $2, totp_secret = $3 WHERE id = $1`, [
      player.userId,
      stateFlags.totpForWithdraw,
      secret,
    ]);
    await expectRefused(await requestWithdrawal(t, player, 200), 'SecondFactorRequired');
    await expectRefused(
      await requestWithdrawal(t, player, 200, { SecondFactorCode: '000000' }),
      'SecondFactorWrong',
    );
    const codeNow = totpCodeAt(secret, t.clock.now());
    const ok = await requestWithdrawal(t, player, 200, { SecondFactorCode: codeNow });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(
      await requestWithdrawal(t, player, 200, { SecondFactorCode: codeNow }),
      'SecondFactorUsed',
    );
  });

  it('applies the USDT limits and chain fee to a USDT address', async () => {
    const player = await withdrawPlayer(t, 1_000_000n);
    const address = await t.call('POST', '/api/WithdrawRequest/BindUsdtAddress', {
      token: player.token,
      body: {
        Chain: 'TRC20',
        Address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        FundPassword: fundPassword,
      },
    });
    const usdt = { token: player.token, cardId: address.json().Id as number };
    await setRules(t, {
      usdt_min_amount: 150_000n,
      usdt_max_amount: 400_000n,
      usdt_chain_fee: 1_000n,
    });
    await expectRefused(await requestWithdrawal(t, usdt, 149.999), 'WithdrawUsdtBelowMin');
    await expectRefused(await requestWithdrawal(t, usdt, 400.001), 'WithdrawUsdtAboveMax');
    const created = await requestWithdrawal(t, usdt, 200);
    expect(created.json()).toMatchObject({ Type: 2, Fee: 1, UsdtState: 0, Provider: 'TRC20' });
  });
});

describe('withdrawal states', () => {
  it('the player cancels their own waiting withdrawal once; the hold returns', async () => {
    const player = await withdrawPlayer(t, 500_000n);
    const created = await requestWithdrawal(t, player, 200);
    const cancel = (token: string) =>
      t.call('POST', '/api/WithdrawRecord/Cancel', { token, body: { Id: created.json().Id } });
    const other = await withdrawPlayer(t, 0n);
    await expectRefused(await cancel(other.token), 'WithdrawNotFound');
    expect((await cancel(player.token)).json()).toMatchObject({ State: withdrawStates.cancel });
    await expectRefused(await cancel(player.token), 'WithdrawStateChanged');
    expect(await wallet(player.userId)).toBe(500_000n);
    expect(await held(player.userId)).toBe(0n);
  });

  it('finance rejects with a reason (hold returns) and marks paid off-platform (hold leaves), audited', async () => {
    const finance = await t.adminToken('finance');
    const player = await withdrawPlayer(t, 1_000_000n);
    const first = (await requestWithdrawal(t, player, 200)).json();
    await expectRefused(
      await t.call('POST', '/api/Admin/Withdrawals/Reject', {
        token: finance,
        body: { Id: first.Id },
      }),
      'WithdrawReasonRequired',
    );
    await expectAudited(t, 'POST /api/Admin/Withdrawals/Reject', {
      token: finance,
      body: { Id: first.Id, Reason: 'card name unclear' },
      action: 'finance.withdrawal.reject',
      targetType: 'withdrawal',
      targetId: first.OrderNo,
      before: { state: 'waiting' },
      after: { state: 'cancel', reason: 'card name unclear', amount: '200000' },
    });
    expect(await wallet(player.userId)).toBe(1_000_000n);

    const second = (await requestWithdrawal(t, player, 300)).json();
    await expectAudited(t, 'POST /api/Admin/Withdrawals/MarkPaid', {
      token: finance,
      body: { Id: second.Id, Reason: 'sent by bank transfer' },
      action: 'finance.withdrawal.markPaid',
      targetId: second.OrderNo,
      after: { state: 'confirm' },
    });
    expect(await wallet(player.userId)).toBe(700_000n);
    expect(await held(player.userId)).toBe(0n);
    await expectRefused(
      await t.call('POST', '/api/Admin/Withdrawals/Reject', {
        token: finance,
        body: { Id: second.Id, Reason: 'too late' },
      }),
      'WithdrawStateChanged',
    );

    const records = await t.call('POST', '/api/WithdrawRecord/Search', {
      token: player.token,
      body: {
        StartDate: new Date(t.clock.now() - 86_400_000).toISOString().slice(0, 10),
        EndDate: new Date(t.clock.now() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(records.json()).toMatchObject({ TotalCount: 2 });
    expect(records.json().Items.map((item: { State: number }) => item.State)).toEqual([
      withdrawStates.confirm,
      withdrawStates.cancel,
    ]);
    expect(records.json().Items[1].Reason).toBe('card name unclear');

    const queue = await t.call('GET', `/api/Admin/Withdrawals?LoginId=${player.loginId}`, {
      token: finance,
    });
    expect(queue.json().Items).toHaveLength(2);
    expect(queue.json().Items[0]).toMatchObject({
      AccountNumber: player.cardNumber,
      HolderName: realName,
    });
    const review = await t.call('GET', `/api/Admin/Withdrawals/${second.Id}/Review`, {
      token: finance,
    });
    expect(review.json()).toMatchObject({ Balance: 700, TurnoverRemaining: 0 });
    expect(review.json().RecentWithdrawals).toHaveLength(1);
  });

  it('approval hands it to the sandbox payout; paid once despite the duplicate notification', async () => {
    const finance = await t.adminToken('finance');
    const player = await withdrawPlayer(t, 1_000_000n);
    const created = (await requestWithdrawal(t, player, 250)).json();
    const approved = await expectAudited(t, 'POST /api/Admin/Withdrawals/Approve', {
      token: finance,
      body: { Id: created.Id },
      action: 'finance.withdrawal.approve',
      targetId: created.OrderNo,
      before: { state: 'waiting' },
      after: { state: 'thirdPartyCreateOrder' },
    });
    expect(approved.json()).toMatchObject({
      State: withdrawStates.thirdPartyHandle,
      PayoutRef: `SBP-${created.OrderNo}`,
    });
    await expectRefused(
      await t.call('POST', '/api/Admin/Withdrawals/Approve', {
        token: finance,
        body: { Id: created.Id },
      }),
      'WithdrawStateChanged',
    );
    expect(await t.app.payoutJob.tick()).toBe(0);
    t.clock.advance(2_000);
    await t.app.payoutJob.tick();
    const [row] = await t.db.query<{ state: number }>(
      `SELECT state FROM withdrawals WHERE id = $1`,
      [created.Id],
    );
    expect(row?.state).toBe(withdrawStates.confirm);
    expect(await wallet(player.userId)).toBe(750_000n);
    expect(await held(player.userId)).toBe(0n);
    const paid = await t.db.query(
      `SELECT 1 FROM ledger_transactions WHERE kind = 'withdraw_paid' AND reference = $1`,
      [`withdrawal:${created.Id}`],
    );
    expect(paid).toHaveLength(1);
  });

  it('the sandbox payout failures: refused, bounced, answer lost, never notified', async () => {
    const finance = await t.adminToken('finance');
    const player = await withdrawPlayer(t, 10_000_000n);
    const approve = async (amount: string) => {
      const created = (await requestWithdrawal(t, player, amount)).json();
      t.clock.advance(1_000);
      await t.call('POST', '/api/Admin/Withdrawals/Approve', {
        token: finance,
        body: { Id: created.Id },
      });
      return created.Id as number;
    };
    const stateOf = async (id: number) =>
      (await t.db.query<{ state: number }>(`SELECT state FROM withdrawals WHERE id = $1`, [id]))[0]
        ?.state;
    const refused = await approve('100.444');
    expect(await stateOf(refused)).toBe(withdrawStates.thirdPartyFailed);
    const bounced = await approve('100.555');
    const lost = await approve('100.333');
    expect(await stateOf(lost)).toBe(withdrawStates.thirdPartyCreateOrder);
    const silent = await approve('100.222');
    expect(await stateOf(silent)).toBe(withdrawStates.thirdPartyHandle);
    t.clock.advance(31_000);
    // The lost answer is asked again (the provider has it: accepted), then the payouts settle:
    // the bounced one fails, the others are paid, the silent one found by the query.
    await t.app.payoutJob.tick();
    expect(await stateOf(bounced)).toBe(withdrawStates.thirdPartyFailed);
    expect(await stateOf(lost)).toBe(withdrawStates.confirm);
    expect(await stateOf(silent)).toBe(withdrawStates.confirm);
    const [lostRow] = await t.db.query<{ payout_ref: string }>(
      `SELECT payout_ref FROM withdrawals WHERE id = $1`,
      [lost],
    );
    expect(lostRow?.payout_ref).toMatch(/^SBP-W/);
    // Two paid (100.333 + 100.222), two returned.
    expect(await wallet(player.userId)).toBe(10_000_000n - 100_333n - 100_222n);
    expect(await held(player.userId)).toBe(0n);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });

    // The reconciliation source: the provider's statement and our side agree on every payout.
    const source = payoutReconciliationSource(
      createSandboxPayout({ db: t.db, clock: t.clock, secret: 'unused' }),
    );
    const window = [t.clock.now() - 3_600_000, t.clock.now() + 1] as const;
    // Matched by reference; the times differ (requested here, taken there).
    const byRef = (records: readonly { ExternalRef: string; At: number }[]) =>
      [...records]
        .map(({ At: _at, ...rest }) => rest)
        .sort((a, b) => a.ExternalRef.localeCompare(b.ExternalRef));
    const theirs = byRef(await source.listRecords(...window));
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    expect(byRef(await source.listOurRecords(t.db, ...window))).toEqual(theirs);
  });

  it('refuses a payout notification with a bad signature', async () => {
    const refused = await t.call('POST', '/api/WithdrawPayout/Notify', {
      body: { Ref: 'x', OrderNo: 'W1', Amount: '1000', State: 'paid', Signature: '0'.repeat(64) },
    });
    await expectRefused(refused, 'PayoutSignatureInvalid');
  });
});

describe('withdraw rules and blacklist in the console', () => {
  it('sets the rules (audited), refuses rules that do not fit, and keeps a blacklist', async () => {
    const finance = await t.adminToken('finance');
    const rules = {
      MinAmount: 50,
      MaxAmount: 50_000,
      DailyMaxAmount: 100_000,
      DailyMaxCount: 5,
      IntervalSeconds: 120,
      FeePerMille: 5,
      FeeMin: 1,
      FeeMax: 25,
      FirstMaxAmount: 5_000,
      SiteDailyMaxAmount: null,
      UsdtMinAmount: 100,
      UsdtMaxAmount: 20_000,
      UsdtChainFee: 1,
      AccountLimit: 3,
    };
    await expectRefused(
      await t.call('PUT', '/api/Admin/WithdrawRules', {
        token: finance,
        body: { ...rules, MaxAmount: 10 },
      }),
      'WithdrawRulesInvalid',
    );
    const set = await expectAudited(t, 'PUT /api/Admin/WithdrawRules', {
      token: finance,
      body: rules,
      action: 'finance.withdrawRules.update',
      before: { minAmount: '100000' },
      after: { minAmount: '50000', feePerMille: 5 },
    });
    expect(set.json()).toEqual(rules);
    expect((await t.call('GET', '/api/Admin/WithdrawRules', { token: finance })).json()).toEqual(
      rules,
    );

    const player = await t.createAccount();
    await expectAudited(t, 'POST /api/Admin/WithdrawBlacklist/Add', {
      token: finance,
      body: { LoginId: player.loginId, Reason: 'chargeback ring' },
      action: 'finance.withdrawBlacklist.add',
      targetId: player.loginId,
    });
    const list = await t.call('GET', '/api/Admin/WithdrawBlacklist', { token: finance });
    expect(list.json().Items).toEqual([
      expect.objectContaining({ LoginId: player.loginId, Reason: 'chargeback ring' }),
    ]);
    await expectAudited(t, 'POST /api/Admin/WithdrawBlacklist/Remove', {
      token: finance,
      body: { LoginId: player.loginId },
      action: 'finance.withdrawBlacklist.remove',
      targetId: player.loginId,
    });
  });
});
