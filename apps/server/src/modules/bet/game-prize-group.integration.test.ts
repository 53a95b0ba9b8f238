import type { TLotteryGameData } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { fundedPlayer, games, openIssue, place, star5, walletOf } from './bet-test-fixtures.ts';

/**
 * A game's prize group cap (migration 0020) as placement applies it: a player's effective group
 * on the game is min(own group, cap). Players are created at group 1950.
 */
const t = useTestApp();
let operations = '';

beforeAll(async () => {
  operations = await t.adminToken('operations');
});

async function setCap(gameId: number, cap: number | null, floor: number | null = null) {
  const response = await t.call('POST', '/api/Admin/Games/SetPrizeGroup', {
    token: operations,
    body: { GameId: gameId, MaxPrizeGroup: cap, MinPrizeGroup: floor },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Places one 2-yuan unit at `group` on a fresh issue of JSSSC. */
async function betAt(token: string, group: number) {
  const issue = await openIssue(t, games.jsssc);
  return place(t, token, {
    GameId: games.jsssc,
    IssueSerialNumber: issue,
    Tickets: [star5(undefined, { PrizeGroup: group })],
  });
}

const storedGroups = async (userId: number) =>
  t.db.query<{ prize_group: number; user_group: number; self_rebate: bigint }>(
    'SELECT prize_group, user_group, self_rebate FROM bet_tickets WHERE user_id = $1 ORDER BY id',
    [userId],
  );

describe("placement under the game's prize group cap", () => {
  it("cap above the player's group: their own group bounds them, as with no cap", async () => {
    await setCap(games.jsssc, 1990);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    expect((await betAt(token, 1950)).statusCode).toBe(200);
    expect((await betAt(token, 1952)).json()).toMatchObject({ Code: 5112 });
    expect(await storedGroups(userId)).toEqual([
      { prize_group: 1950, user_group: 1950, self_rebate: 0n },
    ]);
  });

  it("cap equal to the player's group: the same groups are sold", async () => {
    await setCap(games.jsssc, 1950);
    const { token } = await fundedPlayer(t, 100_000n);
    expect((await betAt(token, 1950)).statusCode).toBe(200);
    expect((await betAt(token, 1952)).json()).toMatchObject({ Code: 5112 });
  });

  it("cap below the player's group: above it refused with 5116 and nothing moves; at it, no rebate", async () => {
    await setCap(games.jsssc, 1900);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const refused = await betAt(token, 1950);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 5116 });
    expect(await walletOf(t, token)).toBe(100);
    expect(await storedGroups(userId)).toEqual([]);

    expect((await betAt(token, 1900)).statusCode).toBe(200);
    // 1800 on a 1900 game: (1900 − 1800) / 2000 × 2 yuan back, not from the player's 1950.
    const at1800 = await betAt(token, 1800);
    expect(at1800.statusCode, at1800.body).toBe(200);
    expect(at1800.json()).toMatchObject({ Tickets: [{ SelfRebate: 0.1 }] });
    expect(await storedGroups(userId)).toEqual([
      { prize_group: 1900, user_group: 1900, self_rebate: 0n },
      { prize_group: 1800, user_group: 1900, self_rebate: 100n },
    ]);
  });

  it('floor: below it refused with 5117; a player whose group is under it bets at their own', async () => {
    await setCap(games.jsssc, 1990, 1900);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const refused = await betAt(token, 1898);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 5117 });
    expect((await betAt(token, 1900)).statusCode).toBe(200);
    const low = await fundedPlayer(t, 100_000n);
    await t.db.query('UPDATE users SET prize_group = 1850 WHERE id = $1', [low.userId]);
    expect((await betAt(low.token, 1850)).statusCode).toBe(200);
    expect((await betAt(low.token, 1848)).json()).toMatchObject({ Code: 5117 });
    expect(await storedGroups(userId)).toEqual([
      { prize_group: 1900, user_group: 1950, self_rebate: 50n },
    ]);
  });

  it('no cap again: the player bets at their own group; other games were never capped', async () => {
    await setCap(games.jsssc, null);
    const { token } = await fundedPlayer(t, 100_000n);
    expect((await betAt(token, 1950)).statusCode).toBe(200);
  });

  it('the game data the bet screen reads carries the cap', async () => {
    await setCap(games.jsssc, 1920);
    const { token } = await fundedPlayer(t, 0n);
    const data = (
      await t.call('POST', '/api/LotteryGame/Data', { token })
    ).json() as TLotteryGameData;
    const game = (id: number) => data.Games.find((entry) => entry.GameId === id);
    expect(game(games.jsssc)).toMatchObject({ MaxPrizeGroup: 1920, MinPrizeGroup: null });
    expect(game(games.wfssc)).toMatchObject({ MaxPrizeGroup: null, MinPrizeGroup: null });
  });
});
