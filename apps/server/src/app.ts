import { randomBytes } from 'node:crypto';
import { signalRFastifyPlugin, type Backplane } from '@lottery/signalr';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TDatabase } from './db/database.ts';
import { createProductHub } from './hub/product-hub.ts';
import {
  localRoomPresenceStore,
  type TRoomPresenceStore,
} from './modules/chat/room-presence-store.ts';
import { realtimeOf } from './hub/realtime.ts';
import { trackLocalPresence } from './hub/presence/local-presence.ts';
import { shareOnlinePresence } from './hub/presence/online-presence.ts';
import type { TPresenceStore } from './hub/presence/presence-store.ts';
import { closeEndedSessions } from './hub/session-closer.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { activityRoutes } from './modules/activity/activity-routes.ts';
import { oneDollarRoutes } from './modules/activity-one-dollar/one-dollar-routes.ts';
import { adminActivityRoutes } from './modules/activity/admin-activity-routes.ts';
import { adminCouponRoutes } from './modules/coupon/admin-coupon-routes.ts';
import { couponRoutes } from './modules/coupon/coupon-routes.ts';
import { createContestNotifier } from './modules/activity-contest/contest-notifier.ts';
import { contestRoutes } from './modules/activity-contest/contest-routes.ts';
import { createContestWatchers } from './modules/activity-contest/contest-watchers.ts';
import { redPackRainRoutes } from './modules/activity/red-pack-rain-routes.ts';
import { accountSecurityRoutes } from './modules/account/account-security-routes.ts';
import { countPendingAdjustments } from './modules/admin/balance/count-pending-adjustments.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { adminAccountsRoutes } from './modules/admin/accounts/admin-accounts-routes.ts';
import { adminAuditRoutes } from './modules/admin/audit/admin-audit-routes.ts';
import { balanceAdjustmentRoutes } from './modules/admin/balance/balance-adjustment-routes.ts';
import { adminAuthRoutes } from './modules/admin/identity/admin-auth-routes.ts';
import { authenticateAdmin } from './modules/admin/identity/authenticate-admin.ts';
import { adminPlayerRoutes } from './modules/admin/players/player-routes.ts';
import { createSiteAccess } from './modules/admin/site-access.ts';
import { agentRoutes } from './modules/agent/agent-routes.ts';
import { contractRoutes } from './modules/agent/contracts/contract-routes.ts';
import { dailyPayRoutes } from './modules/agent/daily-pay/daily-pay-routes.ts';
import { adminDividendRoutes } from './modules/agent/dividends/admin-dividend-routes.ts';
import { dividendRoutes } from './modules/agent/dividends/dividend-routes.ts';
import { teamRoutes } from './modules/agent/team/team-routes.ts';
import { letterRoutes } from './modules/agent/letters/letter-routes.ts';
import { transferRoutes } from './modules/agent/transfers/transfer-routes.ts';
import { teamReportRoutes } from './modules/agent/reports/team-report-routes.ts';
import { agentSettingsRoutes } from './modules/agent/settings/agent-settings-routes.ts';
import { chatAdminRoutes } from './modules/chat/chat-admin-routes.ts';
import { chatGroupAdminRoutes } from './modules/chat/chat-group-admin-routes.ts';
import { trackRoomConnections } from './modules/chat/room-connections.ts';
import { chatImageRoutes } from './modules/chat/chat-image-routes.ts';
import { chatModerationRoutes } from './modules/chat/chat-moderation-routes.ts';
import { serviceRoutes } from './modules/customer-service/service-routes.ts';
import { serviceTokens } from './modules/customer-service/service-tokens.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { authenticate, bearerTokenOf } from './modules/auth/authenticate.ts';
import { unusableSessions } from './modules/auth/sessions.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { betRoutes } from './modules/bet/bet-routes.ts';
import { reportRoutes } from './modules/bet/report-routes.ts';
import { scheduleRoutes } from './modules/bet/schedules/schedule-routes.ts';
import { announcementRoutes } from './modules/content/announcement-routes.ts';
import { contentAdminRoutes } from './modules/content/content-admin-routes.ts';
import { contentRoutes } from './modules/content/content-routes.ts';
import { serveUploads } from './modules/content/serve-uploads.ts';
import { createDiskFileStorage } from './modules/content/uploads/disk-file-storage.ts';
import { depositAdminRoutes } from './modules/deposit/admin/deposit-admin-routes.ts';
import { depositKinds } from './modules/deposit/deposit-kinds/index.ts';
import { depositRoutes } from './modules/deposit/deposit-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { adminLotteryRoutes } from './modules/lottery/admin-lottery-routes.ts';
import { comboBetPublisher } from './modules/lottery/combo-bet/combo-bet-publisher.ts';
import { drawEventPublisher } from './modules/lottery/draw-events.ts';
import { lotteryRoutes } from './modules/lottery/lottery-routes.ts';
import { gamesAdminRoutes } from './modules/lottery/games-admin/games-admin-routes.ts';
import { gameStatePublisher } from './modules/lottery/games-admin/game-state-publisher.ts';
import { countHeldWins } from './modules/risk/count-held-wins.ts';
import { riskRoutes } from './modules/risk/risk-routes.ts';
import { twoSidedOddsRoutes } from './modules/lottery/odds/two-sided-odds-routes.ts';
import { cashFlowRoutes } from './modules/wallet/cash-flow-routes.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { createSandboxPayout } from './modules/payment-sandbox/payout/sandbox-payout.ts';
import { financeWithdrawRoutes } from './modules/withdraw/finance-withdraw-routes.ts';
import { createPayoutJob } from './modules/withdraw/payout-job.ts';
import { withdrawRoutes } from './modules/withdraw/withdraw-routes.ts';
import { bonusWalletRoutes } from './modules/bonus-wallet/bonus-wallet-routes.ts';
import { adminVipRoutes } from './modules/vip/admin-vip-routes.ts';
import { adminReportRoutes } from './modules/reports/report-routes.ts';
import { serveSandboxGateway } from './modules/payment-sandbox/gateway/sandbox-gateway-routes.ts';
import { sandboxChainRoutes } from './modules/payment-sandbox/chain/sandbox-chain-routes.ts';
import { serveSandboxChainConsole } from './modules/payment-sandbox/chain/sandbox-chain-console.ts';
import { usdtAdminRoutes } from './modules/deposit/usdt/usdt-admin-routes.ts';
import type { TChainAdapter } from './modules/deposit/usdt/chain-adapter.ts';
import { sandboxRateAdapter } from './modules/payment-sandbox/chain/sandbox-rate.ts';
import { defaultSandboxBlockMs } from './modules/payment-sandbox/chain/sandbox-chain-books.ts';
import { servePayCallbacks } from './modules/deposit/online-pay/pay-callback-route.ts';
import { gatewayAdminRoutes } from './modules/deposit/online-pay/gateway-admin-routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation-routes.ts';
import { reconciliationSources } from './modules/reconciliation/sources.ts';
import type { TClock, TIds } from './platform/clock.ts';
import { compressAnswers } from './platform/compress-answers.ts';
import { AppError } from './platform/errors.ts';
import { answerClientError } from './platform/client-error.ts';
import { publicUrlOf } from './platform/public-url.ts';
import { catalogueReply, sendErrorReply } from './platform/error-reply.ts';
import './platform/fastify-types.ts';
import { buildOpenApiDocument } from './platform/openapi.ts';
import { hasMalformedQuery } from './platform/query-encoding.ts';
import { isAdminPath, isApiPath, serveWebApp, wantsWebPage } from './platform/serve-web-app.ts';
import { languageOf, registerRoute, type TAuthenticate } from './platform/register-route.ts';
import { registerSecurityHeaders, setDataSecurityHeaders } from './platform/security-headers.ts';
import { unwrap } from './platform/result.ts';
import { isAdminAccess, type TAnyRoute } from './platform/route.ts';

export interface TAppDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
  tokenSecret: Uint8Array;
  tokenTtlSeconds: number;
  trustProxy: boolean;
  logger: FastifyServerOptions['logger'];
  /** Folder of the built web app (apps/web/dist); served with an index.html fallback when built. */
  webRoot?: string;
  /** Folder of the built console (apps/admin/dist); served under /admin the same way. */
  adminRoot?: string;
  /** Hub fan-out across server instances (Redis); one instance's own when absent. */
  hubBackplane?: Backplane;
  /** Folder of uploaded files (logos): DATA_DIR/uploads. */
  uploadsDir: string;
  /** How often the hub re-checks its connections' sessions (default 30 s; see session-closer). */
  hubSessionRecheckMs?: number;
  /** Who is connected to every instance (Redis, beside the backplane); absent: one instance. */
  presenceStore?: TPresenceStore;
  /** How often this instance publishes its connections there (default 5 s). */
  presenceRefreshMs?: number;
  /** How often contest leaderboards are pushed when they changed (default 1 s). */
  leaderboardPushMs?: number;
  /** Members online in chat rooms across instances (Redis, beside the backplane); absent: memory. */
  chatPresenceStore?: TRoomPresenceStore;
  /** The sandbox payment parties' routes are served (PAYMENT_SANDBOX); absent: not served. */
  paymentSandbox?: boolean;
  /** Where gateways reach this server (PUBLIC_URL); absent: the address it listens on. */
  publicUrl?: string;
  /** The sandbox chain's block time (SANDBOX_BLOCK_MS); default 1 s. */
  sandboxBlockMs?: number;
  /** The USDT chains' adapter the watcher reads (reconciled as sources too); absent: none. */
  chainAdapter?: TChainAdapter;
}

/** Registers the framework pieces, then each module's routes; the process shell is main.ts. */
export function buildApp(deps: TAppDeps): FastifyInstance {
  const app = Fastify({
    logger: deps.logger,
    trustProxy: deps.trustProxy,
    bodyLimit: 1024 * 1024,
    // Hub streams (SSE, long polls) that a client dropped without a goodbye would hold close()
    // open; the hub has sent every client its Close message by then (its preClose hook).
    forceCloseConnections: true,
    // The framework's and Node's own refusals answer the catalogue body like every other.
    // They go out without the hooks, so they set their security headers themselves.
    frameworkErrors: (error, request, reply) => {
      setDataSecurityHeaders(request, reply);
      return sendErrorReply(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  const tokens = createTokenService(deps.tokenSecret, deps.tokenTtlSeconds);
  const adminTokens = createTokenService(deps.tokenSecret, deps.tokenTtlSeconds, 'admin');
  const siteAccess = createSiteAccess(deps.db, deps.clock);
  const chatRooms = trackRoomConnections({ backplane: deps.hubBackplane, logger: app.log });
  const instanceId = deps.ids.uuid();
  const presenceRefreshMs = deps.presenceRefreshMs ?? 5_000;
  const customerService = {
    db: deps.db,
    clock: deps.clock,
    tokens: serviceTokens(deps.tokenSecret),
  };
  const contestWatchers = createContestWatchers();
  const { hub, chatPresence } = createProductHub({
    sessionOf: (token) => authenticate(authDeps, token, 'user').catch(() => null),
    ...(deps.hubBackplane ? { backplane: deps.hubBackplane } : {}),
    logger: app.log,
    now: () => deps.clock.now(),
    chat: { db: deps.db, clock: deps.clock },
    chatRooms,
    contest: { db: deps.db, clock: deps.clock, watchers: contestWatchers },
    chatPresence: {
      store: deps.chatPresenceStore ?? localRoomPresenceStore(),
      instanceId,
      refreshMs: presenceRefreshMs,
      logger: app.log,
    },
    customerService: {
      ...customerService,
      operatorOf: (ticket) =>
        authenticateAdmin(adminDeps, {
          token: ticket.adminToken,
          ip: ticket.ip,
          access: 'admin',
          permission: 'chat.serve',
        }),
    },
  });
  app.addHook('onClose', async () => chatPresence.stop());
  // Live contest leaderboards: this instance's watchers, at most one push a second per contest.
  const contestNotifier = createContestNotifier({
    db: deps.db,
    clock: deps.clock,
    hub,
    watchers: contestWatchers,
    logger: app.log,
  });
  contestNotifier.start(deps.leaderboardPushMs ?? 1000);
  app.addHook('onClose', async () => contestNotifier.stop());
  const sessionEnds = closeEndedSessions(hub, {
    unusable: (sessionIds) => unusableSessions(deps.db, sessionIds),
    recheckMs: deps.hubSessionRecheckMs ?? 30_000,
    logger: app.log,
  });
  app.addHook('onClose', async () => sessionEnds.stop());
  const presence = shareOnlinePresence({
    local: trackLocalPresence(hub),
    store: deps.presenceStore,
    instanceId,
    refreshMs: presenceRefreshMs,
    logger: app.log,
  });
  app.addHook('onClose', () => presence.stop());
  const authDeps = { db: deps.db, clock: deps.clock, ids: deps.ids, tokens, sessionEnds };
  const adminDeps = { db: deps.db, clock: deps.clock, ids: deps.ids, adminTokens };

  // Many POSTs of the spec carry no payload; an empty JSON body is "no body", not an error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text);
    if (body.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(new AppError('MalformedBody'), undefined);
    }
  });

  // Payment gateways speak signed forms: their bodies stay text, read by the gateway's adapter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => done(null, String(text)),
  );

  registerSecurityHeaders(app);
  app.addHook('onRequest', async (request) => {
    if (hasMalformedQuery(request.url)) throw new AppError('MalformedRequest');
  });

  compressAnswers(app);
  const sendIndex = deps.webRoot ? serveWebApp(app, deps.webRoot) : null;
  const sendAdminIndex = deps.adminRoot
    ? serveWebApp(app, deps.adminRoot, { prefix: '/admin/', decorateReply: sendIndex === null })
    : null;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.bypassSiteGuard) return;
    // The web app itself still loads in maintenance and from blocked addresses: it shows the
    // /Offline and /IPRestricted pages, which the API's 503 and 403 answers lead to.
    if ((sendIndex || sendAdminIndex) && !isApiPath(request.url)) return;
    unwrap(await siteAccess.check(request.ip));
  });

  app.setErrorHandler(sendErrorReply);
  app.setNotFoundHandler((request, reply) => {
    if (sendAdminIndex && isAdminPath(request.url) && wantsWebPage(request))
      return sendAdminIndex(reply);
    if (sendIndex && wantsWebPage(request)) return sendIndex(reply);
    const { status, body } = catalogueReply(new AppError('RouteNotFound'), languageOf(request));
    return reply.status(status).send(body);
  });

  const storage = createDiskFileStorage(deps.uploadsDir);
  serveUploads(app, storage);
  if (deps.paymentSandbox) serveSandboxGateway(app, deps);
  if (deps.paymentSandbox)
    serveSandboxChainConsole(app, {
      ...deps,
      blockMs: deps.sandboxBlockMs ?? defaultSandboxBlockMs,
    });
  servePayCallbacks(app, deps);
  // No real payout provider is configured: with the sandbox off, finance pays by hand (MarkPaid).
  const sandboxPayout = deps.paymentSandbox
    ? createSandboxPayout({
        db: deps.db,
        clock: deps.clock,
        secret: randomBytes(32).toString('hex'),
      })
    : null;
  const sources = () => reconciliationSources({ ...deps, payout: sandboxPayout });
  app.decorate('reconciliationSources', sources);
  const reconciliation = { db: deps.db, clock: deps.clock, sources };

  const realtime = realtimeOf(hub);
  app.decorate('realtime', realtime);
  const onIssueFinal = drawEventPublisher({ db: deps.db, realtime, clock: deps.clock });
  const onGameStateChanged = gameStatePublisher({
    db: deps.db,
    realtime,
    alsoTell: comboBetPublisher({ db: deps.db, realtime, clock: deps.clock }),
  });

  const depositDeps = {
    db: deps.db,
    clock: deps.clock,
    kinds: depositKinds({
      db: deps.db,
      clock: deps.clock,
      publicUrl: publicUrlOf(app, deps.publicUrl),
      // No real rate feed is configured here: under PAYMENT_SANDBOX the sandbox's stands in;
      // without it USDT orders are refused with "failed to get exchange rate".
      ...(deps.paymentSandbox ? { usdtRates: sandboxRateAdapter(deps) } : {}),
    }),
  };
  const payoutDeps = { db: deps.db, clock: deps.clock, payout: sandboxPayout };
  app.decorate(
    'payoutJob',
    createPayoutJob({ ...payoutDeps, sandbox: sandboxPayout, logger: app.log }),
  );

  const routes: TAnyRoute[] = [
    ...healthRoutes(deps),
    ...authRoutes(authDeps),
    ...adminAuthRoutes(adminDeps),
    ...adminAccountsRoutes(adminDeps),
    ...adminAuditRoutes(deps),
    ...balanceAdjustmentRoutes(deps),
    ...adminRoutes({ db: deps.db, clock: deps.clock, siteAccess, sessionEnds }),
    ...adminPlayerRoutes({ db: deps.db, clock: deps.clock }),
    ...adminReportRoutes({
      db: deps.db,
      clock: deps.clock,
      playersOnline: () => presence.playersOnline(),
      pendingQueues: [
        { queue: 'balanceApprovals', count: countPendingAdjustments },
        { queue: 'heldWins', count: countHeldWins },
      ],
    }),
    ...adminLotteryRoutes({ db: deps.db, clock: deps.clock, onIssueFinal, onGameStateChanged }),
    ...twoSidedOddsRoutes({ db: deps.db, clock: deps.clock, ids: deps.ids, realtime }),
    ...gamesAdminRoutes({ db: deps.db, clock: deps.clock }),
    ...riskRoutes({ db: deps.db, clock: deps.clock }),
    ...reconciliationRoutes(reconciliation),
    ...gatewayAdminRoutes(deps),
    ...contentRoutes(deps),
    ...announcementRoutes(deps),
    ...contentAdminRoutes({ db: deps.db, clock: deps.clock, storage }),
    ...accountRoutes(deps),
    ...accountSecurityRoutes(deps),
    ...walletRoutes(deps),
    ...cashFlowRoutes(deps),
    ...reportRoutes(deps),
    ...agentRoutes(deps),
    ...contractRoutes(deps),
    ...dailyPayRoutes(deps),
    ...dividendRoutes(deps),
    ...adminDividendRoutes(deps),
    ...teamRoutes({ ...deps, sessionEnds }),
    ...transferRoutes(deps),
    ...letterRoutes(deps),
    ...chatAdminRoutes({ db: deps.db, clock: deps.clock, realtime }),
    ...chatGroupAdminRoutes({ db: deps.db, clock: deps.clock, realtime, chatRooms }),
    ...chatModerationRoutes({ db: deps.db, clock: deps.clock, hub }),
    ...chatImageRoutes({ db: deps.db, clock: deps.clock, storage }),
    ...serviceRoutes(customerService),
    ...teamReportRoutes(deps),
    ...agentSettingsRoutes(deps),
    ...bonusWalletRoutes(deps),
    ...lotteryRoutes(deps),
    ...betRoutes(deps),
    ...scheduleRoutes(deps),
    ...depositRoutes(depositDeps),
    ...depositAdminRoutes(depositDeps),
    ...usdtAdminRoutes(deps),
    ...(deps.paymentSandbox
      ? sandboxChainRoutes({ ...deps, blockMs: deps.sandboxBlockMs ?? defaultSandboxBlockMs })
      : []),
    ...withdrawRoutes(payoutDeps),
    ...financeWithdrawRoutes(payoutDeps),
    ...activityRoutes(deps),
    ...oneDollarRoutes(deps),
    ...redPackRainRoutes(deps),
    ...adminActivityRoutes(deps),
    ...contestRoutes(deps),
    ...adminVipRoutes(deps),
    ...couponRoutes(deps),
    ...adminCouponRoutes(deps),
  ];
  const check: TAuthenticate = (request, route) => {
    const token = bearerTokenOf(request);
    if (isAdminAccess(route.access)) {
      const { access, permission } = route;
      return authenticateAdmin(adminDeps, { token, ip: request.ip, access, permission });
    }
    if (route.access === 'public') throw new Error('a public route needs no session');
    return authenticate(authDeps, token, route.access);
  };
  // Once the plugins above have loaded: compression hooks each route as it is added.
  void app.after((error) => {
    if (error) throw error;
    for (const route of routes) registerRoute(app, route, check);
  });

  void app.register(signalRFastifyPlugin, { hub, path: '/Hub' });

  const openApi = buildOpenApiDocument(routes, 'Lottery platform API');
  app.get('/api/docs', { config: { bypassSiteGuard: true } }, async () => openApi);
  return app;
}
