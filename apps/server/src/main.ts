import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { RedisBackplane } from '@lottery/signalr';
import { buildApp } from './app.ts';
import { connectRedisPresence } from './hub/presence/redis-presence-store.ts';
import { connectRedisRoomPresence } from './modules/chat/redis-room-presence-store.ts';
import { readConfig } from './config.ts';
import { openPglite, openPostgres, type TDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { demoAccounts, demoPassword, seedDemo } from './db/seed-demo.ts';
import { demoAdmins } from './modules/admin/identity/seed-demo-admins.ts';
import { createDrawScheduler } from './jobs/draw-scheduler.ts';
import { createIdempotencyReaper } from './jobs/idempotency-reaper.ts';
import { createDepositExpiry } from './modules/deposit/deposit-expiry.ts';
import { createOutboxRelay } from './jobs/outbox-relay.ts';
import { createScheduleWorker } from './jobs/schedule-worker.ts';
import { createSettlementWorker } from './jobs/settlement-worker.ts';
import { createGatewayQueryJob } from './modules/deposit/online-pay/gateway-query-job.ts';
import { createSandboxNotifier } from './modules/payment-sandbox/gateway/sandbox-notifier.ts';
import { seedSandboxGateway } from './modules/payment-sandbox/gateway/seed-sandbox-gateway.ts';
import { publicUrlOf } from './platform/public-url.ts';
import { createDailyPayJob } from './modules/agent/daily-pay/daily-pay-job.ts';
import { createReconciliationJob } from './modules/reconciliation/reconciliation-job.ts';
import { createBonusWalletJob } from './modules/bonus-wallet/bonus-wallet-job.ts';
import { createCouponExpiryJob } from './modules/coupon/expire-coupons.ts';
import { createOneDollarRefundJob } from './modules/activity-one-dollar/refund-rounds.ts';
import { createVipJob } from './modules/vip/vip-job.ts';
import { createContestPayoutJob } from './modules/activity-contest/contest-payout-job.ts';
import { createDividendJob } from './modules/agent/dividends/dividend-job.ts';
import { drawEventPublisher } from './modules/lottery/draw-events.ts';
import { createChainWatcher } from './modules/deposit/usdt/chain-watcher.ts';
import { sandboxChainAdapter } from './modules/payment-sandbox/chain/sandbox-chain-adapter.ts';
import { createSandboxChain } from './modules/lottery/sources/sandbox-chain.ts';
import { createSandboxFeed } from './modules/lottery/sources/sandbox-feed.ts';
import { randomIds, systemClock } from './platform/clock.ts';
import { loadTokenSecret } from './platform/token-secret.ts';

const configResult = readConfig(process.env);
if (!configResult.ok) {
  console.error(
    `Configuration is not valid:\n${configResult.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const config = configResult.config;
const dataDir = resolve(config.dataDir);

async function openDatabase(): Promise<TDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await mkdir(dataDir, { recursive: true });
  return openPglite(join(dataDir, 'pglite'));
}

const db = await openDatabase();
const hubBackplane = config.redisUrl
  ? await RedisBackplane.connect({ url: config.redisUrl, channelPrefix: 'lottery:' })
  : undefined;
// Players online across instances: each publishes its hub connections beside the backplane.
const presenceStore = config.redisUrl
  ? await connectRedisPresence({ url: config.redisUrl, keyPrefix: 'lottery:' })
  : undefined;
// Members online in chat rooms across instances, the same way.
const chatPresenceStore = config.redisUrl
  ? await connectRedisRoomPresence({ url: config.redisUrl, keyPrefix: 'lottery:' })
  : undefined;
const applied = await migrate(db);
const chainAdapter = config.paymentSandbox
  ? sandboxChainAdapter({ db, clock: systemClock, blockMs: config.sandboxBlockMs })
  : undefined;
const app = buildApp({
  db,
  clock: systemClock,
  ids: randomIds,
  tokenSecret: await loadTokenSecret(config.tokenSecret, dataDir),
  tokenTtlSeconds: config.tokenTtlSeconds,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  uploadsDir: join(dataDir, 'uploads'),
  webRoot: fileURLToPath(new URL('../../web/dist/', import.meta.url)),
  adminRoot: fileURLToPath(new URL('../../admin/dist/', import.meta.url)),
  ...(hubBackplane ? { hubBackplane } : {}),
  ...(presenceStore ? { presenceStore } : {}),
  ...(chatPresenceStore ? { chatPresenceStore } : {}),
  paymentSandbox: config.paymentSandbox,
  sandboxBlockMs: config.sandboxBlockMs,
  ...(chainAdapter ? { chainAdapter } : {}),
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
});
app.log.info({ database: db.kind, migrationsApplied: applied }, 'database ready');

if (config.seedDemo && (await seedDemo(db, systemClock.now()))) {
  app.log.info(
    { accounts: [...demoAccounts, ...demoAdmins].map((a) => a.loginId) },
    'demo accounts created',
  );
}

// Win notices leave through the outbox; settlement prompts the relay when it has written some,
// and the scheduler prompts settlement when it has drawn or cancelled an issue.
const idempotencyReaper = createIdempotencyReaper({ db, clock: systemClock, logger: app.log });
const outboxRelay = createOutboxRelay({
  db,
  realtime: app.realtime,
  clock: systemClock,
  logger: app.log,
});
const settlement = createSettlementWorker({
  db,
  clock: systemClock,
  logger: app.log,
  onSettled: outboxRelay.sendSoon,
});
const publishDraw = drawEventPublisher({ db, realtime: app.realtime, clock: systemClock });
// Chained bets: places each plan's issues as they open, stops and finishes plans.
const schedules = createScheduleWorker({ db, clock: systemClock, logger: app.log });
// Unpaid deposit orders past their expiry are cancelled (and their players told).
const depositExpiry = createDepositExpiry({ db, clock: systemClock, logger: app.log });

// USDT deposits: the watcher reads each chain through its adapter. No real chain node is
// configured here: under PAYMENT_SANDBOX the product's sandbox chain stands in; without it USDT
// deposits are not watched (a deployment passes its chains' adapter here).
const chainWatcher = chainAdapter
  ? createChainWatcher({
      db,
      clock: systemClock,
      adapter: chainAdapter,
      logger: app.log,
      onCredited: outboxRelay.sendSoon,
    })
  : null;

// No real chain node or results feed is reachable from here: the sandbox ones stand in (README
// "Games and draws"); a deployment passes its adapters here instead.
const scheduler = createDrawScheduler({
  db,
  clock: systemClock,
  blockSource: createSandboxChain({ db, clock: systemClock }),
  resultSources: [createSandboxFeed({ db, clock: systemClock })],
  onIssueFinal: async (gameId, row) => {
    settlement.settleSoon();
    await publishDraw(gameId, row);
  },
  logger: app.log,
});

// Online payments: the sandbox gateway's callbacks (when it is served), the orders whose
// callback never came, and the daily reconciliation of every source.
const sandboxNotifier = config.paymentSandbox
  ? createSandboxNotifier({ db, clock: systemClock, logger: app.log })
  : null;
const gatewayQueries = createGatewayQueryJob({ db, clock: systemClock, logger: app.log });
const reconciliation = createReconciliationJob({
  db,
  clock: systemClock,
  sources: app.reconciliationSources,
  logger: app.log,
});

// Agents' daily pay: each ended site day computed once, paid an hour later (the back office may
// cancel a record meanwhile).
const dailyPay = createDailyPayJob({ db, clock: systemClock, logger: app.log });
// Dividends, shareholder bonuses and service fees of the ended half-month and month periods.
const dividends = createDividendJob({ db, clock: systemClock, logger: app.log });
// Bonus wallet: turnover counted from settled tickets, grants released or forfeited once.
const bonusWallet = createBonusWalletJob({ db, clock: systemClock, logger: app.log });
// VIP: upgrades from this month's figures, the monthly review once a month, birthday bonuses.
const vip = createVipJob({ db, clock: systemClock, logger: app.log });
// Coupons: unused ones past their expiry marked expired (a state guard: each once).
const couponExpiry = createCouponExpiryJob({ db, clock: systemClock, logger: app.log });
// Contests: each ended period paid by rank, once.
const contestPayouts = createContestPayoutJob({ db, clock: systemClock, logger: app.log });
// One-dollar treasure: rounds left open when their activity stops or ends, refunded once.
const oneDollarRefunds = createOneDollarRefundJob({ db, clock: systemClock, logger: app.log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await scheduler.stop();
  await chainWatcher?.stop();
  await settlement.stop();
  await schedules.stop();
  await outboxRelay.stop();
  await idempotencyReaper.stop();
  await depositExpiry.stop();
  await sandboxNotifier?.stop();
  await gatewayQueries.stop();
  await reconciliation.stop();
  await dailyPay.stop();
  await dividends.stop();
  await bonusWallet.stop();
  await vip.stop();
  await couponExpiry.stop();
  await contestPayouts.stop();
  await oneDollarRefunds.stop();
  await app.payoutJob.stop();
  await app.close();
  await hubBackplane?.close();
  await presenceStore?.close();
  await chatPresenceStore?.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A harness that dies without stopping its server (a crash, a kill) leaves it to init: the server
// sees its parent change and stops, rather than drawing games on an idle core for ever.
if (config.stopWithParent) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent ended');
  }, 1000).unref();
}

const address = await app.listen({ host: config.host, port: config.port });
if (config.seedDemo && config.paymentSandbox) {
  await seedSandboxGateway(db, publicUrlOf(app, config.publicUrl)(), systemClock.now());
}
scheduler.start();
settlement.start();
schedules.start();
outboxRelay.start();
idempotencyReaper.start(600_000);
depositExpiry.start(30_000);
chainWatcher?.start(config.sandboxBlockMs);
sandboxNotifier?.start(2_000);
gatewayQueries.start(60_000);
reconciliation.start(600_000);
dailyPay.start(600_000);
dividends.start(600_000);
bonusWallet.start(30_000);
vip.start(60_000);
couponExpiry.start(60_000);
contestPayouts.start(30_000);
oneDollarRefunds.start(60_000);
app.payoutJob.start(2_000);
if (config.seedDemo) {
  console.log(
    [
      '',
      `  Lottery platform on ${address}  (API docs: /api/docs)`,
      `  Demo accounts, password ${demoPassword}:`,
      ...demoAccounts.map(
        (a) => `    ${a.loginId.padEnd(14)} ${a.role}${a.parent ? ` under ${a.parent}` : ''}`,
      ),
      ...demoAdmins.map((a) => `    ${a.loginId.padEnd(14)} administrator (${a.role}), /admin`),
      '',
    ].join('\n'),
  );
}
