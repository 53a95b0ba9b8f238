import type { TDrawStatistics, TWinningNumberEvent } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDrawScheduler } from '../../jobs/draw-scheduler.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { drawEventPublisher } from './draw-events.ts';
import { createSandboxChain } from './sources/sandbox-chain.ts';

const t = useTestApp();
const hub = useHubClients(t);
const jsssc = 2; // the 1-minute in-house SSC of the default catalogue

beforeAll(async () => {
  await t.db.query('UPDATE lottery_games SET state = CASE WHEN id = $1 THEN 0 ELSE 2 END', [jsssc]);
});

async function watcher(method: 'Join' | 'JoinDrawTrend') {
  const { loginId } = await t.createAccount();
  const { connection, received } = await hub.connect(await t.login(loginId), [
    'ReceiveWinningNumber',
    'UpdateStatistic',
  ]);
  await connection.invoke(method, jsssc);
  return received;
}

describe('hub events of a finished issue', () => {
  it('pushes the drawn issue, then fresh statistics, to the game and trend groups', async () => {
    const [onBetPage, onTrendPage] = [await watcher('Join'), await watcher('JoinDrawTrend')];
    const scheduler = createDrawScheduler({
      db: t.db,
      clock: t.clock,
      blockSource: createSandboxChain({ db: t.db, clock: t.clock }),
      resultSources: [],
      onIssueFinal: drawEventPublisher({ db: t.db, realtime: t.app.realtime, clock: t.clock }),
    });
    await scheduler.tick();
    const [first] = await t.db.query<{ serial_number: string; draw_at: bigint }>(
      `SELECT serial_number, draw_at FROM lottery_issues WHERE game_id = $1
        ORDER BY draw_at LIMIT 1`,
      [jsssc],
    );
    // The draw waits for the first sandbox block at or after the draw time (one every 3 s).
    t.clock.set(Number(first!.draw_at) + 3_000);
    expect((await scheduler.tick()).drawn).toBe(1);

    for (const events of [onBetPage, onTrendPage]) {
      await expect.poll(() => events.length).toBe(2);
      const [number, statistics] = events;
      expect(number?.event).toBe('ReceiveWinningNumber');
      const { GameId, Issue } = number?.payload as TWinningNumberEvent;
      expect(GameId).toBe(jsssc);
      expect(Issue).toMatchObject({ SerialNumber: first!.serial_number, State: 'drawn' });
      expect(Issue.WinningNumber).toMatch(/^\d(,\d){4}$/);
      expect(statistics?.event).toBe('UpdateStatistic');
      const payload = statistics?.payload as { GameId: number; Statistics: TDrawStatistics };
      expect(payload.Statistics).toMatchObject({
        GameId: jsssc,
        IssueCount: 1,
        LatestSerialNumber: first!.serial_number,
      });
    }
    await scheduler.stop();
  });

  it('pushes an issue an administrator cancels, without statistics', async () => {
    const events = await watcher('Join');
    const [next] = await t.db.query<{ serial_number: string }>(
      `SELECT serial_number FROM lottery_issues WHERE game_id = $1 AND state = 'scheduled'
        ORDER BY draw_at LIMIT 1`,
      [jsssc],
    );
    const response = await t.call('POST', '/api/Admin/LotteryIssue/Cancel', {
      token: await t.adminToken('operations'),
      body: { GameId: jsssc, SerialNumber: next!.serial_number, Reason: 'test' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({
      event: 'ReceiveWinningNumber',
      payload: { GameId: jsssc, Issue: { SerialNumber: next!.serial_number, State: 'cancelled' } },
    });
  });
});
