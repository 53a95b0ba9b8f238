import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { useHubClients } from '../test-support/hub-clients.ts';
import { useTestApp } from '../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);

const connect = async (token: string | null, transport = HttpTransportType.WebSockets) =>
  (await hub.connect(token, [], transport)).connection;

/** Resolves with the first payload of `event`, or null when none came within `ms`. */
function nextEvent(connection: HubConnection, event: string, ms = 2000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      connection.off(event, handler);
      resolve(null);
    }, ms);
    const handler = (payload: unknown) => {
      clearTimeout(timer);
      connection.off(event, handler);
      resolve(payload);
    };
    connection.on(event, handler);
  });
}

describe('the product hub at /Hub', () => {
  it('refuses a connection without a valid session', async () => {
    await expect(connect(null)).rejects.toThrow(/401/);
    await expect(connect('not-a-token')).rejects.toThrow(/401/);
  });

  it('Join puts the connection in its game group, one game at a time', async () => {
    const { loginId } = await t.createAccount();
    const connection = await connect(await t.login(loginId));
    expect(await connection.invoke('Join', 7)).toBe(true);
    const first = nextEvent(connection, 'ReceiveWinningNumber');
    await t.app.realtime.toGame(7, 'ReceiveWinningNumber', {
      GameId: 7,
      WinningNumber: '1,2,3,4,5',
    });
    expect(await first).toEqual({ GameId: 7, WinningNumber: '1,2,3,4,5' });

    await connection.invoke('Join', '8');
    const stale = nextEvent(connection, 'ReceiveWinningNumber', 500);
    await t.app.realtime.toGame(7, 'ReceiveWinningNumber', { GameId: 7 });
    expect(await stale).toBeNull();
  });

  it('MultiJoin joins several games; a bad id is refused with a message', async () => {
    const { loginId } = await t.createAccount();
    const connection = await connect(await t.login(loginId), HttpTransportType.ServerSentEvents);
    await connection.invoke('MultiJoin', [11, 12]);
    for (const gameId of [11, 12]) {
      const received = nextEvent(connection, 'UpdateStatistic');
      await t.app.realtime.toGame(gameId, 'UpdateStatistic', { GameId: gameId });
      expect(await received).toEqual({ GameId: gameId });
    }
    await expect(connection.invoke('Join', -1)).rejects.toThrow(/Invalid game id/);
    await expect(connection.invoke('MultiJoin', 'x')).rejects.toThrow(/Invalid game list/);
    expect(await connection.invoke('UpdateConnectionActiveTime')).toBe(true);
  });

  it('an event for a user reaches every connection of that user and nobody else', async () => {
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const aliceToken = await t.login(alice.loginId);
    const phone = await connect(aliceToken, HttpTransportType.WebSockets);
    const desktop = await connect(aliceToken, HttpTransportType.LongPolling);
    const other = await connect(await t.login(bob.loginId));
    const received = [phone, desktop, other].map((c) => nextEvent(c, 'BetAwardNotify', 1500));
    await t.app.realtime.toUser(alice.userId, 'BetAwardNotify', { Prize: 19.5 });
    expect(await Promise.all(received)).toEqual([{ Prize: 19.5 }, { Prize: 19.5 }, null]);
  });

  it('a logged-out session cannot open new connections', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    await t.call('POST', '/api/Token/Logout', { token });
    await expect(connect(token)).rejects.toThrow(/401/);
  });
});
