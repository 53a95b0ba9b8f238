import { beforeAll, describe, expect, it } from 'vitest';
import { dayMs, siteMidnight, siteOffsetMs } from '../../platform/site-date-range.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import {
  sandboxMerchant,
  setUpSandboxGateway,
  type TSandboxSetup,
} from '../../test-support/online-pay-fixtures.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { insertDepositOrder } from '../deposit/insert-deposit-order.ts';
import { signed } from '../deposit/online-pay/gateway-signature.ts';
import { sandboxGatewayPath } from '../payment-sandbox/gateway/sandbox-gateway-routes.ts';
import { createReconciliationJob, dayToReconcile } from './reconciliation-job.ts';
import { reconciliationSources } from './sources.ts';

const t = useTestApp();
let sandbox: TSandboxSetup;
let finance: string;
const siteDate = (ms: number) => new Date(ms + siteOffsetMs).toISOString().slice(0, 10);

/** A sandbox order no deposit order of ours stands behind, paid: "missing on our side". */
async function foreignPaidOrder() {
  const form = signed(
    {
      merchantId: sandboxMerchant.merchantId,
      orderNo: 'D9999999999',
      amount: '50.00',
      notifyUrl: `${sandbox.publicUrl()}/api/PayCallback/sandbox`,
      returnUrl: `${sandbox.publicUrl()}/`,
      payType: 'wechat',
      timestamp: String(Math.floor(t.clock.now() / 1000)),
    },
    sandboxMerchant.merchantKey,
  );
  const created = await fetch(`${sandbox.publicUrl()}${sandboxGatewayPath}/order`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  const { payUrl } = (await created.json()) as { payUrl: string };
  await sandbox.pay(payUrl, ['noCallback']);
}

describe('the daily reconciliation of the sandbox gateway', () => {
  let day: string;

  beforeAll(async () => {
    // Yesterday at site noon: the orders belong to an ended site day.
    const today = siteDate(t.clock.now());
    day = siteDate(siteMidnight(today)! - dayMs);
    t.clock.set(siteMidnight(day)! + 12 * 3_600_000);
    sandbox = await setUpSandboxGateway(t);

    const matched = await sandbox.openOrder();
    await sandbox.pay(matched.payUrl);
    const wrongAmount = await sandbox.openOrder();
    await sandbox.pay(wrongAmount.payUrl, ['wrongAmount']);
    await sandbox.sendCallbacks();
    const unpaidHere = await sandbox.openOrder();
    await sandbox.pay(unpaidHere.payUrl, ['noCallback']);
    await foreignPaidOrder();
    // An order of ours on the gateway's channel that the gateway never heard of.
    const { userId } = await t.createAccount();
    const unknownThere = await t.db.transaction((tx) =>
      insertDepositOrder(tx, {
        userId,
        channel: sandbox.channel,
        amount: 100_000n,
        depositorName: null,
        now: t.clock.now(),
      }),
    );
    await t.db.query(
      `UPDATE deposit_orders SET state = 0, external_ref = 'SG-NOT-AT-GATEWAY' WHERE id = $1`,
      [unknownThere!.id],
    );

    t.clock.set(siteMidnight(today)! + 3 * 3_600_000);
    expect(dayToReconcile(t.clock.now())).toBe(day);
    finance = await t.adminToken('finance');
  });

  it('stores each difference once per day and source, and finance lists them', async () => {
    const job = createReconciliationJob({
      db: t.db,
      clock: t.clock,
      sources: () => reconciliationSources({ db: t.db, clock: t.clock }),
    });
    expect(await job.tick()).toBe(1);
    expect(await job.tick()).toBe(0);

    const runs = await t.call(
      'GET',
      `/api/Admin/Reconciliation/Runs?StartDate=${day}&EndDate=${day}`,
      {
        token: finance,
      },
    );
    expect(runs.statusCode).toBe(200);
    const [run] = runs.json().Runs;
    expect(run).toMatchObject({
      Day: day,
      Source: 'gateway:sandbox',
      State: 'done',
      TheirCount: 4,
      OurCount: 4,
      MatchedCount: 1,
      RequestedBy: null,
    });
    // Every source the app compares: the test app also runs the sandbox payout provider.
    expect(runs.json().Sources).toEqual(['gateway:sandbox', 'payout:sandbox']);

    const listed = await t.call('GET', `/api/Admin/Reconciliation/Differences?RunId=${run.Id}`, {
      token: finance,
    });
    const differences = listed.json().Differences as { Kind: string; OrderNo: string }[];
    expect(differences.map((d) => d.Kind).sort()).toEqual([
      'amountDiffers',
      'missingOurs',
      'missingTheirs',
      'stateDiffers',
      'stateDiffers',
    ]);
    expect(differences.find((d) => d.Kind === 'missingOurs')).toMatchObject({
      OrderNo: 'D9999999999',
      TheirAmount: 50,
      OurAmount: null,
      TheirState: 'settled',
    });
    expect(differences.find((d) => d.Kind === 'amountDiffers')).toMatchObject({
      TheirAmount: 101,
      OurAmount: 100,
    });
  });

  it('runs a day again on request, replacing the run, audited', async () => {
    const response = await expectAudited(t, 'POST /api/Admin/Reconciliation/Rerun', {
      token: finance,
      body: { Day: day, Source: 'gateway:sandbox' },
      action: 'reconciliation.run.rerun',
      targetType: 'reconciliation_run',
      targetId: `${day}:gateway:sandbox`,
      after: { state: 'done', differences: 5 },
    });
    expect(response.json().Run).toMatchObject({ Day: day, DifferenceCount: 5 });
    expect(response.json().Run.RequestedBy).not.toBeNull();
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reconciliation_runs WHERE day = $1',
      [day],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a day not ended, an unknown source, and a role without the permission', async () => {
    const today = siteDate(t.clock.now());
    const notEnded = await t.call('POST', '/api/Admin/Reconciliation/Rerun', {
      token: finance,
      body: { Day: today, Source: 'gateway:sandbox' },
    });
    expect(notEnded.json()).toMatchObject({ Code: 7600 });
    const unknown = await t.call('POST', '/api/Admin/Reconciliation/Rerun', {
      token: finance,
      body: { Day: day, Source: 'gateway:nowhere' },
    });
    expect(unknown.json()).toMatchObject({ Code: 7601 });
    const operations = await t.adminToken('operations');
    const refused = await t.call('GET', '/api/Admin/Reconciliation/Runs', { token: operations });
    expect(refused.statusCode).toBe(403);
  });
});
