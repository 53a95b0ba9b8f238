import { describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from '../bet/ticket-fixtures.ts';
import { csvCell, csvLine, streamCsv } from './csv-stream.ts';

const t = useTestApp();
const js11x5 = 8;
let issueIndex = 1;

/** A site day's date (UTC+8) of an instant. */
const siteDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function account(group: number, options: Parameters<typeof t.createAccount>[0] = {}) {
  const created = await t.createAccount(options);
  await t.db.query('UPDATE users SET prize_group = $2 WHERE id = $1', [created.userId, group]);
  await t.fund(created.userId, 1_000_000_000n);
  return created;
}

/** One settled issue: each player's ticket of 10 × 4 units (80 yuan), the first of them wins. */
async function settledIssue(players: readonly number[]) {
  const ref = await openIssue(t.db, js11x5, t.clock.now() + 600_000, issueIndex++);
  await insertOpenTickets(
    t.db,
    { ...ref, at: t.clock.now() },
    players.map((userId) => ({
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official' as const,
      group: 1930,
      userGroup: 1950,
      multiple: 10,
      selection: { rows: [[1, 2], [3], [4, 5]] },
    })),
  );
  await drawIssue(t.db, ref, '02,03,05,10,11');
  t.clock.advance(700_000);
  const settled = await settleIssue(t.db, ref, { now: () => t.clock.now() });
  expect(settled.ok).toBe(true);
}

const get = async (token: string, url: string) => {
  const response = await t.call('GET', url, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('back-office reports', () => {
  it('give daily figures by game, agent team and player, and the dashboard', async () => {
    // Its issue settles 700 s on: from noon the day stays today's.
    t.clock.set(siteNoonOf(t.clock.now()));
    const top = await account(1990, { role: 'agent' });
    const sub = await account(1970, { role: 'agent', parentId: top.userId });
    const alice = await account(1950, { parentId: sub.userId });
    const bob = await account(1950, { parentId: top.userId });
    const loner = await account(1950);
    await settledIssue([alice.userId, bob.userId, loner.userId]);
    const day = siteDate(t.clock.now());
    const admin = await t.adminToken('finance');
    const range = `StartDate=${day}&EndDate=${day}`;

    const games = (await get(admin, `/api/Admin/Reports/Games?${range}`)).json();
    // 3 tickets of 80 yuan, each won 1950/1000 × 990 / 1000 × 10 × ... per the rules engine;
    // what matters here: one row for the day and the game, equal to the totals.
    expect(games.Rows).toHaveLength(1);
    expect(games.Rows[0]).toMatchObject({ Date: day, GameId: js11x5, Tickets: 3, Turnover: 240 });
    expect(games.Totals).toMatchObject({ Tickets: 3, Turnover: 240 });
    const totals = games.Totals as Record<string, number>;
    expect(totals.Ggr).toBeCloseTo((totals.Turnover ?? 0) - (totals.Prize ?? 0), 3);

    const teams = (await get(admin, `/api/Admin/Reports/AgentTeams?${range}`)).json();
    const topRow = teams.Rows.find(
      (row: { AgentLoginId: string }) => row.AgentLoginId === top.loginId,
    );
    // The top agent's team: alice (under sub) and bob; the loner is in no team.
    expect(topRow).toMatchObject({ Players: 2, Tickets: 2, Turnover: 160 });
    const subTeams = (
      await get(admin, `/api/Admin/Reports/AgentTeams?${range}&AgentLoginId=${top.loginId}`)
    ).json();
    expect(subTeams).toMatchObject({
      TotalCount: 1,
      Rows: [{ AgentLoginId: sub.loginId, Players: 1, Turnover: 80 }],
    });

    const players = (
      await get(admin, `/api/Admin/Reports/Players?${range}&LoginId=${alice.loginId}`)
    ).json();
    expect(players).toMatchObject({
      TotalCount: 1,
      Rows: [{ LoginId: alice.loginId, AgentLoginId: sub.loginId, Tickets: 1, Turnover: 80 }],
    });

    const dashboard = (await get(admin, `/api/Admin/Dashboard?${range}`)).json();
    expect(dashboard).toMatchObject({
      TodayDate: day,
      Today: { Tickets: 3, Turnover: 240, ActivePlayers: 3 },
      Range: { Tickets: 3, Turnover: 240, ActivePlayers: 3 },
      PlayersOnline: { Players: 0, Sessions: 0, Instances: 1, Scope: 'site' },
      Pending: [
        { Queue: 'balanceApprovals', Count: 0 },
        { Queue: 'heldWins', Count: 0 },
      ],
      ByGame: [{ GameId: js11x5, Tickets: 3 }],
    });
    expect(dashboard.Today.NewPlayers).toBeGreaterThanOrEqual(5);
    expect(dashboard.TodayByHour).toHaveLength(24);
    const hourTotal = (dashboard.TodayByHour as { Turnover: number }[]).reduce(
      (sum, hour) => sum + hour.Turnover,
      0,
    );
    expect(hourTotal).toBe(240);
  });

  it('count an agent team at any depth', async () => {
    const top = await t.createAccount({ role: 'agent' });
    // 55 levels of agents: deeper than the 50 levels the recursive walk of parent_id stopped at.
    let upline = top.userId;
    for (let level = 1; level <= 55; level += 1) {
      const [row] = await t.db.query<{ id: number }>(
        `INSERT INTO users (login_id, role, parent_id, password_hash, nick_name, email)
         SELECT $2, 'agent', id, password_hash, $2, $2 || '@test.invalid' FROM users WHERE id = $1
         RETURNING id`,
        [upline, `${top.loginId}l${level}`],
      );
      upline = row!.id;
    }
    const deep = await t.createAccount({ parentId: upline });
    const siteDay = Math.floor((t.clock.now() + 8 * 3_600_000) / 86_400_000);
    await t.db.query(
      `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover)
       VALUES ($1, $2, $3, 1, 80000)`,
      [siteDay, js11x5, deep.userId],
    );
    const day = siteDate(t.clock.now());
    const admin = await t.adminToken('finance');
    const teams = (
      await get(admin, `/api/Admin/Reports/AgentTeams?StartDate=${day}&EndDate=${day}&PageSize=100`)
    ).json();
    expect(
      teams.Rows.find((row: { AgentLoginId: string }) => row.AgentLoginId === top.loginId),
    ).toMatchObject({ Players: 1, Tickets: 1, Turnover: 80 });
  });

  it('refuse a bad range with its code and callers without the permission', async () => {
    const admin = await t.adminToken('finance');
    const reversed = await t.call(
      'GET',
      '/api/Admin/Reports/Games?StartDate=2026-03-02&EndDate=2026-03-01',
      { token: admin },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ Code: 5201 });
    const tooLong = await t.call(
      'GET',
      '/api/Admin/Reports/Players?StartDate=2025-01-01&EndDate=2026-03-01',
      { token: admin },
    );
    expect(tooLong.json()).toMatchObject({ Code: 5202 });
    const service = await t.adminToken('service');
    const range = 'StartDate=2026-03-01&EndDate=2026-03-01';
    expect(
      (await t.call('GET', `/api/Admin/Reports/Games?${range}`, { token: service })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/Admin/Dashboard', { token: service })).statusCode).toBe(200);
    const readonly = await t.adminToken('readonly');
    const csv = await t.call('GET', `/api/Admin/Reports/Games/Csv?${range}`, { token: readonly });
    expect(csv.statusCode).toBe(403);
  });
});

describe('CSV export', () => {
  it('streams every row with a byte order mark, quoting what needs it', async () => {
    const tricky = await account(1950, { loginId: `=q"x,${process.pid % 1000}` });
    await t.db.query(`UPDATE users SET nick_name = $2 WHERE id = $1`, [
      tricky.userId,
      '张三, "the best"\nline two',
    ]);
    const plain = await account(1950);
    await settledIssue([tricky.userId, plain.userId]);
    const day = siteDate(t.clock.now());
    const admin = await t.adminToken('finance');
    const response = await get(
      admin,
      `/api/Admin/Reports/Players/Csv?StartDate=${day}&EndDate=${day}`,
    );
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.rawPayload.toString('utf8');
    expect(
      body.startsWith('\uFEFFPlayer,NickName,Agent,Tickets,Turnover,Prize,Rebate,GGR,Profit\r\n'),
    ).toBe(true);
    expect(body).toContain(`"'=q""x,${process.pid % 1000}","张三, ""the best""\nline two",,1,80,`);
    expect(body).toContain(`${plain.loginId},${plain.loginId},,1,80,`);
    // The header and every player of the day (earlier tests' too), each line ended by CRLF.
    const report = (
      await get(admin, `/api/Admin/Reports/Players?StartDate=${day}&EndDate=${day}`)
    ).json();
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split(/\r\n(?=[^\n])|\r\n$/).filter(Boolean)).toHaveLength(1 + report.TotalCount);
  });

  it('fetches a cursor chunk at a time, and a reader that leaves ends the transaction', async () => {
    const stream = streamCsv<{ g: number }>(t.db, {
      header: ['g'],
      sql: 'SELECT g FROM generate_series(1, $1::int) AS g ORDER BY g',
      params: [2500],
      row: (row) => [row.g],
      chunkRows: 1000,
    });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text.split('\r\n')).toHaveLength(2502);
    expect(text.endsWith('2500\r\n')).toBe(true);

    const left = streamCsv<{ g: number }>(t.db, {
      header: ['g'],
      sql: 'SELECT g FROM generate_series(1, 100000) AS g',
      params: [],
      row: (row) => [row.g],
      chunkRows: 10,
    });
    for await (const chunk of left) {
      expect(String(chunk)).toContain('g');
      break;
    }
    // The cursor's transaction is over: the database answers (PGlite has one connection).
    await expect(t.db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('exports the game and agent team tables', async () => {
    const many = await Promise.all(Array.from({ length: 5 }, () => account(1950)));
    await settledIssue(many.map((player) => player.userId));
    const day = siteDate(t.clock.now());
    const admin = await t.adminToken('finance');
    const games = await get(admin, `/api/Admin/Reports/Games/Csv?StartDate=${day}&EndDate=${day}`);
    expect(games.rawPayload.toString('utf8').split('\r\n')[1]).toMatch(new RegExp(`^${day},8,`));
    const teams = await get(
      admin,
      `/api/Admin/Reports/AgentTeams/Csv?StartDate=${day}&EndDate=${day}`,
    );
    expect(teams.rawPayload.toString('utf8')).toContain('Agent,Players,Tickets');
  });

  it('escapes cells as RFC 4180 and keeps formulas as text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5.5)).toBe('-5.5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
