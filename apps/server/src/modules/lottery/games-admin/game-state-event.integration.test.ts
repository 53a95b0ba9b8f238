import { gameStateChangedEvent } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useHubClients } from '../../../test-support/hub-clients.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const jsk3 = 9;

describe('GameStateChanged', () => {
  it("reaches the game's watchers once the state change committed, and only them", async () => {
    const watcher = async (gameId: number) => {
      const { loginId } = await t.createAccount();
      const { connection, received } = await hub.connect(await t.login(loginId), [
        gameStateChangedEvent,
      ]);
      await connection.invoke('Join', gameId);
      return received;
    };
    const [onK3, onOther] = [await watcher(jsk3), await watcher(2)];
    const operations = await t.adminToken('operations');
    const response = await t.call('POST', '/api/Admin/LotteryGame/SetState', {
      token: operations,
      body: { GameId: jsk3, State: 1 },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => onK3.length).toBe(1);
    expect(onK3[0]).toEqual({ event: gameStateChangedEvent, payload: { GameId: jsk3, State: 1 } });
    // A refused change tells nobody.
    const refused = await t.call('POST', '/api/Admin/LotteryGame/SetState', {
      token: operations,
      body: { GameId: jsk3, State: 7 },
    });
    expect(refused.statusCode).toBe(400);
    await t.call('POST', '/api/Admin/LotteryGame/SetState', {
      token: operations,
      body: { GameId: jsk3, State: 0 },
    });
    await expect.poll(() => onK3.length).toBe(2);
    expect(onK3[1]?.payload).toEqual({ GameId: jsk3, State: 0 });
    expect(onOther).toEqual([]);
  });
});
