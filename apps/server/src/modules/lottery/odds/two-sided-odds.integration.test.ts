import type { TLotteryGameData, TOddsRow } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../../test-support/requires-login.ts';
import { useHubClients } from '../../../test-support/hub-clients.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { fundedPlayer, games, openIssue, place } from '../../bet/bet-test-fixtures.ts';
import { schedule } from '../../bet/schedules/schedule-test-fixtures.ts';
import { defaultOddsTable } from '../default-odds.ts';

const t = useTestApp();
const jsk3 = games.jsk3;
const jsp5 = 7; // official book only
const sum = 'k3.twoSided.sum';
const defaults = defaultOddsTable('k3', 975)[sum]!;

const hub = useHubClients(t);
let adminToken = '';

beforeAll(async () => {
  adminToken = await t.adminToken('operations');
});

const setOdds = (body: unknown, token = adminToken) =>
  t.call('POST', '/api/Admin/LotteryGame/SetTwoSidedOdds', { token, body });

const row = (Level: string, OddsThousandths: number, Item = Level): TOddsRow => ({
  BetTypeId: sum,
  Item,
  Level,
  OddsThousandths,
});

/** A player's hub connection in the game's group, recording BetNumberOddsUpdate. */
async function watcher(token: string, gameId: number) {
  const { connection } = await hub.connect(token);
  const events: unknown[] = [];
  connection.on('BetNumberOddsUpdate', (payload: unknown) => events.push(payload));
  await connection.invoke('Join', gameId);
  return events;
}

async function oddsInData(token: string, gameId: number) {
  const response = await t.call('POST', '/api/LotteryGame/Data', { token });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json() as TLotteryGameData;
  return data.Games.find((game) => game.GameId === gameId)?.OddsTable ?? [];
}

/** Everything a change writes, to show that a refusal writes nothing. */
async function written(gameId: number) {
  const [state] = await t.db.query(
    `SELECT (SELECT json_agg(o ORDER BY bet_type_id, level)::text FROM lottery_two_sided_odds o
              WHERE game_id = $1) AS overrides,
            (SELECT two_sided_odds_version FROM lottery_games WHERE id = $1) AS version,
            (SELECT count(*)::int FROM admin_audit
              WHERE action = 'games.two_sided_odds.set') AS audits`,
    [gameId],
  );
  return state;
}

describe('POST /api/Admin/LotteryGame/SetTwoSidedOdds', () => {
  it('sets odds that Data shows and watchers of the game are told of, with its audit row', async () => {
    const { token } = await fundedPlayer(t, 0n);
    const events = await watcher(token, jsk3);

    const response = await expectAudited(t, 'POST /api/Admin/LotteryGame/SetTwoSidedOdds', {
      token: adminToken,
      body: {
        GameId: jsk3,
        Odds: [row('big', 2050), row('small', 1990), row('odd', defaults.odds.odd!)],
      },
      action: 'games.two_sided_odds.set',
      targetType: 'game',
      targetId: jsk3,
    });
    // 'odd' was already at those odds: not a change.
    const update = { GameId: jsk3, Odds: [row('big', 2050), row('small', 1990)] };
    expect(response.json()).toEqual(update);
    await expect.poll(() => events).toEqual([update]);

    const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM admin_audit WHERE action = 'games.two_sided_odds.set'`,
    );
    expect(audit).toEqual({
      before: [
        { betTypeId: sum, level: 'big', oddsThousandths: defaults.odds.big },
        { betTypeId: sum, level: 'small', oddsThousandths: defaults.odds.small },
      ],
      after: [
        { betTypeId: sum, level: 'big', oddsThousandths: 2050 },
        { betTypeId: sum, level: 'small', oddsThousandths: 1990 },
      ],
    });

    const shown = (await oddsInData(token, jsk3)).filter((odds) => odds.BetTypeId === sum);
    expect(shown).toEqual([
      row('big', 2050),
      row('small', 1990),
      row('odd', defaults.odds.odd!),
      row('even', defaults.odds.even!),
    ]);
  });

  it('prices and records a Bet/Place ticket at the odds set above', async () => {
    const { userId, token } = await fundedPlayer(t, 1_000_000n);
    const issue = await openIssue(t, jsk3);
    const placed = await place(t, token, {
      GameId: jsk3,
      IssueSerialNumber: issue,
      Tickets: [{ BetTypeId: sum, Book: 'twoSided', Selection: { items: ['big'] }, Stake: 10 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [ticket] = await t.db.query<{ odds: unknown }>(
      'SELECT odds FROM bet_tickets WHERE user_id = $1',
      [userId],
    );
    expect(ticket?.odds).toEqual({ odds: { ...defaults.odds, big: 2050, small: 1990 } });
  });

  it('prices chained bets at the odds in force: the stake cap follows the best odds', async () => {
    // One unit may pay at most the ticket cap (price-ticket.ts): 100 yuan ÷ 2.050 = 48.780.
    await t.db.query('UPDATE lottery_games SET max_payout_per_ticket = 100000 WHERE id = $1', [
      jsk3,
    ]);
    const { token } = await fundedPlayer(t, 1_000_000n);
    const issues = [await openIssue(t, jsk3), await openIssue(t, jsk3)];
    const ticket = { BetTypeId: sum, Book: 'twoSided', Selection: { items: ['big'] } };
    const body = (stake: number) => ({
      GameId: jsk3,
      Ticket: { ...ticket, Stake: stake },
      Issues: issues.map((serial) => ({ IssueSerialNumber: serial, Multiple: 1 })),
    });
    // 49 yuan is within the cap at the default 2.005 (49.875), not at 2.050.
    const refused = await schedule(t, token, body(49));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 5114, Message: expect.stringContaining('48.78') });
    const accepted = await schedule(t, token, body(48.78));
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A change renews the game's odds version: the next bet reads the new table.
    expect(
      (await setOdds({ GameId: jsk3, Odds: [row('big', defaults.odds.big!)] })).statusCode,
    ).toBe(200);
    const atDefault = await schedule(t, token, body(49));
    expect(atDefault.statusCode, atDefault.body).toBe(200);
    await t.db.query('UPDATE lottery_games SET max_payout_per_ticket = DEFAULT WHERE id = $1', [
      jsk3,
    ]);
  });

  it.each([
    ['a game without the two-sided book', { GameId: jsp5, Odds: [row('big', 2000)] }, 409, 4101],
    ['a game that does not exist', { GameId: 999, Odds: [row('big', 2000)] }, 404, 4001],
    [
      "another family's bet type",
      { GameId: jsk3, Odds: [{ ...row('big', 2000), BetTypeId: 'pk10.twoSided.place1' }] },
      400,
      4102,
    ],
    ['a level the type has not', { GameId: jsk3, Odds: [row('tie', 2000)] }, 400, 4103],
    ['a level under the wrong item', { GameId: jsk3, Odds: [row('big', 2000, '')] }, 400, 4103],
    [
      'an outcome given twice',
      { GameId: jsk3, Odds: [row('big', 2000), row('big', 2001)] },
      400,
      4104,
    ],
    ['odds of 1.000 or less', { GameId: jsk3, Odds: [row('big', 1000)] }, 400, 4105],
    ['odds returning over 100 %', { GameId: jsk3, Odds: [row('big', 2100)] }, 400, 4106],
  ])('refuses %s and writes nothing', async (_case, body, status, code) => {
    const before = await written(jsk3);
    const response = await setOdds(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().Code).toBe(code);
    expect(await written(jsk3)).toEqual(before);
  });

  it('names the field and the return in its refusals', async () => {
    const low = await setOdds({ GameId: jsk3, Odds: [row('odd', 2000), row('big', 900)] });
    expect(low.json()).toMatchObject({ Code: 4105, Field: 'Odds.1.OddsThousandths' });
    // 105/216 × 2.100 = 102.08 %, floored to a tenth.
    const high = await t.call('POST', '/api/Admin/LotteryGame/SetTwoSidedOdds', {
      token: adminToken,
      body: { GameId: jsk3, Odds: [row('big', 2100)] },
      headers: { 'accept-language': 'en' },
    });
    expect(high.json().Message).toBe(
      'k3.twoSided.sum would return 102.0% of its stakes on average; at most 100% is allowed',
    );
  });

  it('refuses players and agents (their tokens are not administrator tokens) and roles without games.manage', async () => {
    for (const role of ['player', 'agent'] as const) {
      const { loginId } = await t.createAccount({ role });
      const before = await written(jsk3);
      const response = await setOdds(
        { GameId: jsk3, Odds: [row('big', 2000)] },
        await t.login(loginId),
      );
      expect(response.statusCode).toBe(401);
      expect(await written(jsk3)).toEqual(before);
    }
    const before = await written(jsk3);
    const results = await setOdds(
      { GameId: jsk3, Odds: [row('big', 2000)] },
      await t.adminToken('risk'),
    );
    expect(results.json().Code).toBe(6001);
    expect(await written(jsk3)).toEqual(before);
  });

  itRequiresLogin(t, [['POST', '/api/Admin/LotteryGame/SetTwoSidedOdds']]);
});
