import { ZComboBetGameItem, comboBetGameItemEvent, gameStates } from '@lottery/contracts';
import { compareSerials } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDrawScheduler } from '../../../jobs/draw-scheduler.ts';
import { useHubClients } from '../../../test-support/hub-clients.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { drawEventPublisher } from '../draw-events.ts';
import { createSandboxChain } from '../sources/sandbox-chain.ts';

const t = useTestApp();
const hub = useHubClients(t);
const jsssc = 2; // the 1-minute in-house SSC of the default catalogue

beforeAll(async () => {
  await t.db.query('UPDATE lottery_games SET state = CASE WHEN id = $1 THEN 0 ELSE 2 END', [jsssc]);
});

/** A player's connection that records every combo item and winning number it receives. */
async function connection(method: 'JoinComboBet' | 'Join') {
  const { loginId } = await t.createAccount();
  const { connection: client, received } = await hub.connect(await t.login(loginId), [
    comboBetGameItemEvent,
    'ReceiveWinningNumber',
  ]);
  expect(await (method === 'Join' ? client.invoke(method, jsssc) : client.invoke(method))).toBe(
    true,
  );
  const of = (event: string) => received.filter((r) => r.event === event).map((r) => r.payload);
  return {
    get combo() {
      return of(comboBetGameItemEvent);
    },
    get numbers() {
      return of('ReceiveWinningNumber');
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('updateComboBetGameItem', () => {
  it('pushes a drawn game to the combo board, and only to the combo board', async () => {
    const onBoard = await connection('JoinComboBet');
    // Watches the game itself (so it does get this draw's ReceiveWinningNumber) but not the board.
    const onBetPage = await connection('Join');
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

    await expect.poll(() => onBoard.combo.length).toBe(1);
    const item = ZComboBetGameItem.parse(onBoard.combo[0]);
    expect(item).toMatchObject({
      GameId: jsssc,
      GameState: gameStates.online,
      LastIssue: { SerialNumber: first!.serial_number, State: 'drawn' },
      FinishedIssue: { SerialNumber: first!.serial_number, State: 'drawn' },
    });
    expect(item.LastIssue?.WinningNumber).toMatch(/^\d(,\d){4}$/);
    // The new current issue: later than the drawn one and still on sale by the server clock.
    const current = item.CurrentIssue!;
    expect(compareSerials(current.SerialNumber, first!.serial_number)).toBeGreaterThan(0);
    expect(current.CloseTimeStamp).toBeGreaterThan(t.clock.now());

    await expect.poll(() => onBetPage.numbers.length).toBe(1);
    await settle();
    expect(onBetPage.combo).toEqual([]);
    expect(onBoard.combo).toHaveLength(1);
    await scheduler.stop();
  });

  it('pushes a state change an administrator makes', async () => {
    const onBoard = await connection('JoinComboBet');
    const response = await t.call('POST', '/api/Admin/LotteryGame/SetState', {
      token: await t.adminToken('operations'),
      body: { GameId: jsssc, State: gameStates.maintain },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => onBoard.combo.length).toBe(1);
    expect(ZComboBetGameItem.parse(onBoard.combo[0])).toMatchObject({
      GameId: jsssc,
      GameState: gameStates.maintain,
      FinishedIssue: null,
    });
  });
});
