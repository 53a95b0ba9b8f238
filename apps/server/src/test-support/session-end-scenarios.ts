import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from './test-app.ts';

/** What the official client is told when the server closes it, e.g. `{"Code":2014,...}`. */
const closePrefix = 'Server returned an error on close: ';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One test per way a session ends (SPEC §8 and the admin tools): the session is ended through
 * the HTTP API of `t.app`, its hub connection lives on the instance `hubInstance` gives (the same
 * one, or another sharing the database and a backplane). Each asserts the client sees its
 * connection closed within 1 s with the catalogue code of why, and that a private event sent
 * after the end does not reach it.
 */
export function describeSessionEnds(
  label: string,
  t: TTestApp,
  hubInstance: () => Promise<FastifyInstance>,
): void {
  describe(label, () => {
    let hubUrl = '';
    const open: HubConnection[] = [];
    beforeAll(async () => {
      const instance = await hubInstance();
      hubUrl = `${await instance.listen({ host: '127.0.0.1', port: 0 })}/Hub`;
    });
    afterAll(async () => {
      await Promise.all(open.map((connection) => connection.stop()));
    });

    /** A connection whose user's private events are seen to arrive before the test ends anything. */
    async function watch(userId: number, token: string, transport = HttpTransportType.WebSockets) {
      const connection = new HubConnectionBuilder()
        .withUrl(hubUrl, { transport, accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      open.push(connection);
      const prizes: unknown[] = [];
      connection.on('BetAwardNotify', (payload: { Prize: unknown }) => prizes.push(payload.Prize));
      const closed = new Promise<string>((resolve) =>
        connection.onclose((error) => resolve(error?.message ?? '')),
      );
      await connection.start();
      // The user group reaches the other instance once its backplane subscription is in place.
      for (let tries = 0; prizes.length === 0 && tries < 50; tries += 1) {
        await t.app.realtime.toUser(userId, 'BetAwardNotify', { Prize: 1 });
        await sleep(20);
      }
      expect(prizes.length).toBeGreaterThan(0);
      return { connection, prizes, closed };
    }

    /** The code the client was closed with, or a failure when it is still open after 1 s. */
    async function closedCode(closed: Promise<string>): Promise<number> {
      const timeout = sleep(1000).then(() => 'still open after 1 s');
      const message = await Promise.race([closed, timeout]);
      expect(message.startsWith(closePrefix), message).toBe(true);
      return (JSON.parse(message.slice(closePrefix.length)) as { Code: number }).Code;
    }

    /** A private event after the end: none arrives. */
    async function expectNoMoreEvents(userId: number, prizes: unknown[]) {
      const before = prizes.length;
      await t.app.realtime.toUser(userId, 'BetAwardNotify', { Prize: 2 });
      await sleep(200);
      expect(prizes.slice(before)).toEqual([]);
    }

    const adminToken = () => t.adminToken('service');
    const sessionIdOf = async (loginId: string, token: string) => {
      const listed = await t.call('GET', `/api/Admin/Sessions?LoginId=${loginId}`, { token });
      const open = (listed.json() as { Sessions: { SessionId: string; EndedAt: unknown }[] })
        .Sessions;
      return open.find((s) => s.EndedAt === null)!.SessionId;
    };

    it('logout closes the connection (2014)', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const { prizes, closed } = await watch(userId, token);
      expect((await t.call('POST', '/api/Token/Logout', { token })).statusCode).toBe(200);
      expect(await closedCode(closed)).toBe(2014);
      await expectNoMoreEvents(userId, prizes);
    });

    it('a newer login closes the older session’s connections (2011), over long polling too', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const viaSocket = await watch(userId, token);
      const viaPolling = await watch(userId, token, HttpTransportType.LongPolling);
      await t.login(loginId);
      expect(await closedCode(viaSocket.closed)).toBe(2011);
      expect(await closedCode(viaPolling.closed)).toBe(2011);
      await expectNoMoreEvents(userId, viaSocket.prizes);
    });

    it('a password change closes the other sessions (2012) and keeps the changer’s', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const other = await t.openExtraSession(userId);
      const mine = await watch(userId, token);
      const theirs = await watch(userId, other.token);
      const changed = await t.call('POST', '/api/AccountCenter/ChangePassword', {
        token,
        body: { OldPassword: 'Sturdy2026pass', NewPassword: 'Sturdier2027pass' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await closedCode(theirs.closed)).toBe(2012);
      await expectNoMoreEvents(userId, theirs.prizes);
      expect(mine.connection.state).toBe('Connected');
      expect(mine.prizes.at(-1)).toBe(2);
    });

    it('an administrator blacklisting the session closes it (2010)', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const admin = await adminToken();
      const { prizes, closed } = await watch(userId, token);
      const blacklisted = await t.call('POST', '/api/Admin/Sessions/Blacklist', {
        token: admin,
        body: { SessionId: await sessionIdOf(loginId, admin) },
      });
      expect(blacklisted.json()).toEqual({ EndedSessions: 1 });
      expect(await closedCode(closed)).toBe(2010);
      await expectNoMoreEvents(userId, prizes);
    });

    it('a forced logout closes every session of the account (2013)', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const other = await t.openExtraSession(userId);
      const [first, second] = [await watch(userId, token), await watch(userId, other.token)];
      const forced = await t.call('POST', '/api/Admin/Users/ForceLogout', {
        token: await adminToken(),
        body: { LoginId: loginId },
      });
      expect(forced.json()).toEqual({ EndedSessions: 2 });
      expect([await closedCode(first.closed), await closedCode(second.closed)]).toEqual([
        2013, 2013,
      ]);
      await expectNoMoreEvents(userId, first.prizes);
    });

    it('disabling the account closes its connections (2013)', async () => {
      const { userId, loginId } = await t.createAccount();
      const token = await t.login(loginId);
      const { prizes, closed } = await watch(userId, token);
      const disabled = await t.call('POST', '/api/Admin/Users/SetStateFlags', {
        token: await adminToken(),
        body: { LoginId: loginId, StateFlags: 1 },
      });
      expect(disabled.json()).toEqual({ EndedSessions: 1 });
      expect(await closedCode(closed)).toBe(2013);
      await expectNoMoreEvents(userId, prizes);
    });

    it('an agent deleting a direct member closes the member’s connections (2013)', async () => {
      const agent = await t.createAccount({ role: 'agent' });
      const { userId, loginId } = await t.createAccount({ parentId: agent.userId });
      const token = await t.login(loginId);
      const { prizes, closed } = await watch(userId, token);
      const deleted = await t.call('POST', '/api/Team/DeleteMember', {
        token: await t.login(agent.loginId),
        body: { Member: { LoginId: loginId } },
      });
      expect(deleted.json()).toEqual({ Result: true });
      expect(await closedCode(closed)).toBe(2013);
      await expectNoMoreEvents(userId, prizes);
    });
  });
}
