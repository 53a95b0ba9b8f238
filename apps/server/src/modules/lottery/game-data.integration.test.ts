import type { TLotteryGameData } from '@lottery/contracts';
import { allBetTypes, betTypesOf, families, lotteryCategories } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
let token: string;

const gameData = async () => {
  const response = await t.call('POST', '/api/LotteryGame/Data', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TLotteryGameData;
};

beforeAll(async () => {
  const { loginId } = await t.createAccount();
  token = await t.login(loginId);
});

describe('POST /api/LotteryGame/Data', () => {
  it('lists families, categories in profit groups, and the games by sort order', async () => {
    const data = await gameData();
    expect(data.Families.map((family) => family.Id)).toEqual(families.map((family) => family.id));
    expect(data.Families.find((family) => family.Id === 'keno')?.Draw).toEqual({
      Length: 20,
      Min: 1,
      Max: 80,
      Distinct: true,
      Ordered: false,
    });
    expect(data.Categories).toHaveLength(lotteryCategories.length);
    const groups = new Set(data.ProfitGroups.map((group) => group.Id));
    for (const category of data.Categories) expect(groups.has(category.ProfitGroupId)).toBe(true);
    expect(data.Categories.find((category) => category.Id === 93)).toMatchObject({
      Family: 'hash',
      NumberKind: 'hash',
      NumberLength: 64,
    });
    expect(data.Games.map((game) => game.GameId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(data.Games[1]).toMatchObject({
      GameCode: 'JSSSC',
      Name: { zh: '极速时时彩', en: '1-minute SSC' },
      CategoryId: 1,
      Family: 'ssc',
      DrawSource: 'fair',
      // No SSC two-sided bet types yet (migration 0011): the official book only.
      Books: ['official'],
      MaxPayoutPerTicket: 400_000,
      MaxStakePerIssue: 1_000_000,
      GameState: 0,
      CycleSeconds: 60,
      IssuesPerDay: 1440,
      SealSeconds: 5,
    });
    expect(data.Games[4]).toMatchObject({
      GameCode: 'MMSSC',
      DrawSource: 'instant',
      CycleSeconds: null,
      IssuesPerDay: null,
      SealSeconds: null,
    });
  });

  it('prices the two-sided book of games that sell it, and only theirs', async () => {
    const data = await gameData();
    const game = (id: number) => data.Games.find((entry) => entry.GameId === id);
    expect(game(7)?.OddsTable).toEqual([]); // P5: official book only
    const k3 = game(9)?.OddsTable ?? [];
    const twoSidedK3 = betTypesOf('k3').filter((type) => type.book === 'twoSided');
    expect(new Set(k3.map((entry) => entry.BetTypeId))).toEqual(
      new Set(twoSidedK3.map((type) => type.id)),
    );
    // Levels that are items are listed under the item; graded levels under the whole type.
    expect(k3.filter((entry) => entry.BetTypeId === 'k3.twoSided.dieCount')).toEqual([
      { BetTypeId: 'k3.twoSided.dieCount', Item: '', Level: 'once', OddsThousandths: 2107 },
      { BetTypeId: 'k3.twoSided.dieCount', Item: '', Level: 'twice', OddsThousandths: 3214 },
      { BetTypeId: 'k3.twoSided.dieCount', Item: '', Level: 'thrice', OddsThousandths: 4322 },
    ]);
    const elevenFive = game(8)?.OddsTable ?? [];
    expect(elevenFive).toContainEqual({
      BetTypeId: '11x5.twoSided.ball1',
      Item: 'big',
      Level: 'big',
      OddsThousandths: 2145,
    });
    // A tie that is not an item has no odds: it loses.
    expect(elevenFive.some((entry) => entry.Level === 'tie')).toBe(false);
  });

  it('describes every bet type of the families sold, with shapes and exact probabilities', async () => {
    const data = await gameData();
    const sold = new Set(data.Games.map((game) => game.Family));
    expect(data.BetTypes.map((type) => type.Id)).toEqual(
      allBetTypes.filter((type) => sold.has(type.family)).map((type) => type.id),
    );
    const star5 = data.BetTypes.find((type) => type.Id === 'ssc.star5.direct');
    expect(star5).toMatchObject({
      Family: 'ssc',
      Book: 'official',
      Shape: { kind: 'rows', balls: { min: 0, max: 9 } },
      Levels: [{ Id: 'first', Probability: [1, 100_000] }],
    });
  });

  it('follows edits of the catalogue: a game taken offline leaves, a renamed one changes', async () => {
    const listings = () => {
      let reads = 0;
      const query = t.db.query;
      t.db.query = ((...args: Parameters<typeof query>) => {
        const [sql] = args;
        if (/FROM lottery_games ORDER BY/.test(typeof sql === 'string' ? sql : sql.text))
          reads += 1;
        return query.apply(t.db, args);
      }) as typeof query;
      return {
        count: () => reads,
        restore: () => {
          t.db.query = query;
        },
      };
    };
    await gameData();
    const counter = listings();
    try {
      await gameData();
      await gameData();
      // Unchanged catalogue: answered from the cache.
      expect(counter.count()).toBe(0);
      await t.db.query(`UPDATE lottery_games SET state = 2 WHERE id = 14`);
      await t.db.query(`UPDATE lottery_games SET name_en = 'Speed Keno Plus' WHERE id = 11`);
      const edited = await gameData();
      expect(counter.count()).toBe(1);
      expect(edited.Games.map((game) => game.GameId)).not.toContain(14);
      expect(edited.Games.find((game) => game.GameId === 11)?.Name.en).toBe('Speed Keno Plus');
      // Lucky 28 was the only game of its family.
      expect(edited.BetTypes.some((type) => type.Family === 'lucky28')).toBe(false);
    } finally {
      counter.restore();
      await t.db.query(`UPDATE lottery_games SET state = 0 WHERE id = 14`);
      await t.db.query(`UPDATE lottery_games SET name_en = 'Speed Keno' WHERE id = 11`);
    }
  });

  itRequiresLogin(t, [
    ['POST', '/api/LotteryGame/Info'],
    ['POST', '/api/LotteryGame/Data'],
    ['POST', '/api/DrawHistory/Search'],
    ['POST', '/api/DrawHistory/Statistics'],
    ['POST', '/api/DrawProof/Get'],
    ['POST', '/api/MiaoMiao/GetSeed'],
    ['POST', '/api/MiaoMiao/RotateSeed'],
  ]);
});
