import { findBetType } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { fundedPlayer, games, openIssue, place, star5 } from './bet-test-fixtures.ts';

const t = useTestApp();
const allDigits = Array.from({ length: 10 }, (_, digit) => digit);

const search = (token: string, body: unknown = {}, language = 'zh-CN') =>
  t.call('POST', '/api/BetRecord/Search', {
    token,
    body,
    headers: { 'accept-language': language },
  });

const idsOf = (response: { json(): unknown }) =>
  (response.json() as { Items: { TicketId: number }[] }).Items.map((item) => item.TicketId);

describe('POST /api/BetRecord/Search', () => {
  it("lists the caller's tickets newest first, filtered by game, state and site date", async () => {
    // 23:59 on 1 January, site time (UTC+8).
    t.clock.set(Date.UTC(2026, 0, 1, 15, 59, 0));
    const { token } = await fundedPlayer(t, 1_000_000n);
    const bet = async (gameId: number, tickets: unknown[]) => {
      const issue =
        gameId === games.mmssc ? undefined : await openIssue(t, gameId, { sealsInMs: 300_000 });
      const response = await place(t, token, {
        GameId: gameId,
        ...(issue ? { IssueSerialNumber: issue } : {}),
        Tickets: tickets,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().Tickets.map((ticket: { TicketId: number }) => ticket.TicketId);
    };
    const [onFirst] = await bet(games.jsssc, [star5([[1, 2], [3], [4], [5], [6]])]);
    t.clock.advance(120_000);
    const [onSecond] = await bet(games.wfssc, [star5(undefined, { PrizeGroup: 1800 })]);
    const [instant] = await bet(games.mmssc, [
      star5([allDigits, allDigits, allDigits, allDigits, allDigits], { Mode: 'li' }),
    ]);
    const other = await fundedPlayer(t, 10_000n);
    await place(t, other.token, {
      GameId: games.jsssc,
      IssueSerialNumber: await openIssue(t, games.jsssc),
      Tickets: [star5()],
    });

    const all = await search(token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      TotalCount: 3,
      PageIndex: 1,
      PageSize: 20,
      TotalAmount: 4 + 2 + 200,
      TotalPrize: 195,
      PageAmount: 206,
      PagePrize: 195,
    });
    expect(idsOf(all)).toEqual([instant, onSecond, onFirst]);
    const name = findBetType('ssc.star5.direct')?.name;
    expect(all.json().Items[2]).toEqual({
      TicketId: onFirst,
      SerialNumber: `B${String(onFirst).padStart(10, '0')}`,
      GameId: games.jsssc,
      GameName: '极速时时彩',
      IssueSerialNumber: expect.any(String),
      BetTypeId: 'ssc.star5.direct',
      BetTypeName: name?.zh,
      Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
      Book: 'official',
      Mode: 'yuan',
      Multiple: 1,
      Units: 2,
      Amount: 4,
      SelfRebate: 0,
      PrizeGroup: 1950,
      State: 0,
      Prize: 0,
      WinningNumber: null,
      InstantDraw: null,
      CreatedAt: Date.UTC(2026, 0, 1, 15, 59, 0),
      SettledAt: null,
      CanCancel: true,
    });
    expect(all.json().Items[0]).toMatchObject({
      IssueSerialNumber: null,
      State: 3,
      Prize: 195,
      Mode: 'li',
      CanCancel: false,
      InstantDraw: { Nonce: 0 },
      SettledAt: t.clock.now(),
    });
    expect(all.json().Items[1]).toMatchObject({ PrizeGroup: 1800, SelfRebate: 0.15 });

    const english = await search(token, { GameId: games.wfssc }, 'en');
    expect(english.json().Items).toEqual([
      expect.objectContaining({ GameName: '5-minute SSC', BetTypeName: name?.en }),
    ]);
    expect(idsOf(await search(token, { State: 0 }))).toEqual([onSecond, onFirst]);
    expect(idsOf(await search(token, { State: 3 }))).toEqual([instant]);
    expect(idsOf(await search(token, { DateTo: '2026-01-01' }))).toEqual([onFirst]);
    expect(idsOf(await search(token, { DateFrom: '2026-01-02' }))).toEqual([instant, onSecond]);
    expect(
      idsOf(await search(token, { DateFrom: '2026-01-01', DateTo: '2026-01-02', GameId: 2 })),
    ).toEqual([onFirst]);
    const impossible = await search(token, { DateFrom: '2026-02-30' });
    expect(impossible.json()).toMatchObject({ Items: [], TotalCount: 0, TotalAmount: 0 });

    const page = await search(token, { PageSize: 2, PageIndex: 2 });
    expect(page.json()).toMatchObject({
      TotalCount: 3,
      PageAmount: 4,
      PagePrize: 0,
      TotalAmount: 206,
    });
    expect(idsOf(page)).toEqual([onFirst]);

    // Sealed: still open (state 0), no longer cancellable.
    t.clock.advance(300_000);
    expect(
      (await search(token, { State: 0 }))
        .json()
        .Items.map((item: { CanCancel: boolean }) => item.CanCancel),
    ).toEqual([false, false]);
  });

  it('refuses a malformed filter', async () => {
    const { token } = await fundedPlayer(t, 0n);
    const response = await search(token, { DateFrom: '1/1/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 1001, Field: 'DateFrom' });
  });
});
