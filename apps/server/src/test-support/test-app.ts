import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backplane } from '@lottery/signalr';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TAdminPermission, TBuiltinRoleName } from '@lottery/contracts';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp, type TAppDeps } from '../app.ts';
import type { TDatabase } from '../db/database.ts';
import type { TPresenceStore } from '../hub/presence/presence-store.ts';
import type { TRoomPresenceStore } from '../modules/chat/room-presence-store.ts';
import { createUser } from '../modules/auth/create-user.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { createTokenService } from '../modules/auth/token-service.ts';
import { auditLedger, post } from '../modules/wallet/ledger.ts';
import type { TRole } from '../platform/route.ts';
import { adminAccounts, type TNewTestAdmin, type TTestAdmin } from './admin-accounts.ts';
import { createManualClock, type TManualClock } from './manual-clock.ts';
import { openSignedSession } from './open-signed-session.ts';
import { openTestDatabase } from './test-database.ts';

export const testPassword = 'Sturdy2026pass';

export interface TCallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

/** How a test's server instance is built beyond the defaults. */
export interface TInstanceOptions extends Pick<TAppDeps, 'webRoot' | 'adminRoot'> {
  /** The hub's backplane (closed after the file's tests); none: the instance's own. */
  hubBackplane?: () => Promise<Backplane>;
  hubSessionRecheckMs?: number;
  /** Who is connected to every instance (closed after the file's tests); none: one instance. */
  presenceStore?: () => Promise<TPresenceStore>;
  presenceRefreshMs?: number;
  /** Members online in chat rooms on every instance (closed after the file's tests). */
  chatPresenceStore?: () => Promise<TRoomPresenceStore>;
}

export interface TTestApp {
  app: FastifyInstance;
  /**
   * Another server instance on the same database, clock and token secret (as a second process
   * behind a load balancer), closed after the file's tests.
   */
  startInstance(options?: TInstanceOptions): Promise<FastifyInstance>;
  db: TDatabase;
  clock: TManualClock;
  /** One HTTP call through the real app (in process, no socket). */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: TCallOptions,
  ): Promise<LightMyRequestResponse>;
  /** A new account with a unique login ID; returns its id and login ID. */
  createAccount(options?: {
    role?: TRole;
    loginId?: string;
    parentId?: number;
    password?: string;
  }): Promise<{
    userId: number;
    loginId: string;
  }>;
  /** Logs in and returns the access token (fails the test if login fails). */
  login(loginId: string, password?: string): Promise<string>;
  /**
   * Opens a session beside the user's current one, as a second device would before the
   * single-session rule ends it, and returns its token; for tests of ending "all other" sessions.
   */
  openExtraSession(userId: number): Promise<{ sessionId: string; token: string }>;
  /**
   * A new administrator of this built-in role, logged in with the second factor passed; returns
   * its token (section tests need no TOTP).
   */
  adminToken(role: TBuiltinRoleName): Promise<string>;
  /** The same with a fresh custom role holding exactly these permissions. */
  adminTokenWith(permissions: readonly TAdminPermission[]): Promise<string>;
  /**
   * A new session of an existing administrator, as of the clock's now: past the second factor,
   * or only the password step with stage 'password'.
   */
  adminSessionToken(adminId: number, stage?: 'password' | 'verified'): Promise<string>;
  /** A new administrator (built-in role, or custom permissions) with its id, login ID and token. */
  createAdmin(options?: TNewTestAdmin): Promise<TTestAdmin>;
  /** Moves `thousandths` from the house into (or, negative, out of) the user's main wallet. */
  fund(userId: number, thousandths: bigint): Promise<void>;
}

let accountCounter = 0;

/**
 * Builds the whole app on a fresh database before the file's tests and tears it down after.
 * The returned object is filled in by beforeAll, so read its members inside tests only.
 */
export function useTestApp(options: TInstanceOptions = {}): TTestApp {
  const handle = {} as TTestApp;
  let drop: (() => Promise<void>) | undefined;
  const instances: FastifyInstance[] = [];
  const backplanes: Backplane[] = [];
  const presenceStores: (TPresenceStore | TRoomPresenceStore)[] = [];
  beforeAll(async () => {
    const db = await openTestDatabase();
    drop = db.drop;
    const clock = createManualClock(Date.now());
    const tokenSecret = randomBytes(32);
    const tokens = createTokenService(tokenSecret, 1800);
    const admins = adminAccounts({
      db,
      clock,
      adminTokens: createTokenService(tokenSecret, 1800, 'admin'),
    });
    const startInstance = async (instance: TInstanceOptions = {}) => {
      const hubBackplane = await instance.hubBackplane?.();
      if (hubBackplane) backplanes.push(hubBackplane);
      const presenceStore = await instance.presenceStore?.();
      if (presenceStore) presenceStores.push(presenceStore);
      const chatPresenceStore = await instance.chatPresenceStore?.();
      if (chatPresenceStore) presenceStores.push(chatPresenceStore);
      const app = buildApp({
        db,
        clock,
        ids: { uuid: () => randomUUID() },
        tokenSecret,
        tokenTtlSeconds: 1800,
        trustProxy: false,
        uploadsDir: join(tmpdir(), `lottery-test-uploads-${process.pid}`),
        logger: false,
        paymentSandbox: true,
        ...(hubBackplane ? { hubBackplane } : {}),
        ...(instance.webRoot ? { webRoot: instance.webRoot } : {}),
        ...(instance.adminRoot ? { adminRoot: instance.adminRoot } : {}),
        ...(instance.hubSessionRecheckMs
          ? { hubSessionRecheckMs: instance.hubSessionRecheckMs }
          : {}),
        ...(presenceStore ? { presenceStore } : {}),
        ...(chatPresenceStore ? { chatPresenceStore } : {}),
        ...(instance.presenceRefreshMs ? { presenceRefreshMs: instance.presenceRefreshMs } : {}),
      });
      instances.push(app);
      await app.ready();
      return app;
    };
    const app = await startInstance(options);
    Object.assign(handle, {
      app,
      startInstance,
      db,
      clock,
      call: (method, url, options = {}) =>
        app.inject({
          method,
          url,
          remoteAddress: options.ip ?? '127.0.0.1',
          headers: {
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
          ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
        }),
      async createAccount(options = {}) {
        accountCounter += 1;
        const loginId = options.loginId ?? `user${process.pid % 10_000}x${accountCounter}`;
        const passwordHash = await hashPassword(options.password ?? testPassword);
        const created = await db.transaction((tx) =>
          createUser(tx, {
            loginId,
            passwordHash,
            role: options.role ?? 'player',
            parentId: options.parentId ?? null,
            email: `${loginId}@test.invalid`,
          }),
        );
        if (!created.ok) throw new Error(`test account ${loginId}: ${created.taken} taken`);
        return { userId: created.userId, loginId };
      },
      async login(loginId, password = testPassword) {
        const response = await handle.call('POST', '/api/Token/Login', {
          body: { LoginId: loginId, Password: password },
        });
        if (response.statusCode !== 200)
          throw new Error(`login ${loginId}: ${response.statusCode} ${response.body}`);
        return (response.json() as { access_token: string }).access_token;
      },
      openExtraSession: (userId) => openSignedSession(db, tokens, userId, clock.now()),
      createAdmin: admins.createAdmin,
      adminSessionToken: admins.sessionToken,
      adminToken: async (role) => (await admins.createAdmin({ role })).token,
      adminTokenWith: async (permissions) => (await admins.createAdmin({ permissions })).token,
      async fund(userId, thousandths) {
        const posted = await db.transaction((tx) =>
          post(tx, {
            kind: 'test_funding',
            at: clock.now(),
            postings: [
              { account: { userId, kind: 'player' }, amount: thousandths, cashFlowType: 901 },
              { account: 'house', amount: -thousandths },
            ],
          }),
        );
        if (!posted.ok) throw new Error(`funding user ${userId}: ${posted.error}`);
      },
    } satisfies TTestApp);
  });
  // Every integration test leaves a sound ledger (reliability targets 1 and 2).
  afterEach(async () => {
    if (!handle.db) return;
    expect(await auditLedger(handle.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await Promise.all(backplanes.map((backplane) => backplane.close()));
    await Promise.all(presenceStores.map((store) => store.close()));
    await drop?.();
  });
  return handle;
}
