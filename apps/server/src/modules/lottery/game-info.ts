import {
  gameInfoPageSize,
  gameStates,
  type TGameInfo,
  type TGameInfoRequest,
  type TGameInfoResponse,
  type TLanguage,
} from '@lottery/contracts';
import { drawScheduleState } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { gameNameIn, listGames, type TGame } from './game-catalogue.ts';
import { drawIssueOf, issueColumns, type TIssueRow } from './issue-rows.ts';

/**
 * SPEC §7 LotteryGame/Info: per game, the parts the request asks for. A lobby polls every game
 * every few seconds, so the whole answer is two queries whatever the number of games and parts:
 * the catalogue, then one statement reading, per game, the latest drawn issues, the latest closed
 * ones and the next open ones.
 */

export interface TGameInfoDeps {
  db: TQueryable;
  clock: TClock;
}

/** RecentIssues (SPEC: the latest 10 drawn). */
export const recentIssueCount = 10;

type TPart = 'drawn' | 'closed' | 'open';
type TPartRow = TIssueRow & { part: TPart };

/** What to read per game; a limit of 0 reads nothing of that part. */
interface TLimits {
  drawn: number;
  closed: number;
  open: number;
}

const lateral = (part: TPart, where: string, order: string, limit: string) =>
  `SELECT '${part}' AS part, x.* FROM wanted w CROSS JOIN LATERAL (
     SELECT ${issueColumns} FROM lottery_issues i
      WHERE i.game_id = w.game_id AND ${where} ORDER BY i.draw_at ${order} LIMIT ${limit}) x`;

// Closed: sale over (drawn, cancelled, or sealed and awaiting its draw). Open: not yet sealed;
// close_at ≤ draw_at, so draw_at > now too, which starts the index scan at now, not at the
// game's first issue ever. Cancelled issues are never open: nobody can bet on them.
const issuesSql = `WITH wanted AS (SELECT unnest($1::int[]) AS game_id)
  ${lateral('drawn', `i.state = 'drawn'`, 'DESC', '$2')}
  UNION ALL ${lateral('closed', 'i.close_at <= $5', 'DESC', '$3')}
  UNION ALL ${lateral('open', `i.state = 'scheduled' AND i.close_at > $5 AND i.draw_at > $5`, 'ASC', '$4')}`;

/** Per game id, its rows of each part: drawn and closed newest first, open oldest first. */
async function readIssues(db: TQueryable, gameIds: number[], limits: TLimits, now: number) {
  const byGame = new Map<number, Record<TPart, TIssueRow[]>>();
  if (gameIds.length === 0 || limits.drawn + limits.closed + limits.open === 0) return byGame;
  const rows = await db.query<TPartRow>(issuesSql, [
    gameIds,
    limits.drawn,
    limits.closed,
    limits.open,
    now,
  ]);
  for (const row of rows) {
    const parts = byGame.get(row.game_id) ?? { drawn: [], closed: [], open: [] };
    byGame.set(row.game_id, parts);
    parts[row.part].push(row);
  }
  return byGame;
}

/** The games answered: asked ids that exist (or every game not offline), one page of them. */
function gamesAsked(catalogue: readonly TGame[], ids: readonly number[]): TGame[] {
  const byId = new Map(catalogue.map((game) => [game.id, game]));
  const games =
    ids.length === 0
      ? catalogue.filter((game) => game.state !== gameStates.offline)
      : [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  return games.slice(0, gameInfoPageSize);
}

const statePart = (game: TGame): Partial<TGameInfo> => ({
  CategoryId: game.categoryId,
  GameState: game.state,
  IsMaintain: game.state === gameStates.maintain,
  IsOfficialOffline: game.state === gameStates.officialOffline,
  IsMiaoMiao: game.drawSource === 'instant',
  DailyIssueCount: game.schedule?.issuesPerDay ?? 0,
});

const timesOf = (row: TIssueRow) => ({
  serialNumber: row.serial_number,
  startTimeStamp: Number(row.start_at),
  closeTimeStamp: Number(row.close_at),
  row,
});

/**
 * SPEC §4 on the server clock, over the closed issues (oldest first) and the open ones. The
 * waiting phase runs from the previous issue's close (the seal) to the current issue's start.
 */
function schedulePart(
  game: TGame,
  closed: readonly TIssueRow[],
  open: readonly TIssueRow[],
  request: TGameInfoRequest,
  now: number,
): Partial<TGameInfo> {
  const oldIssueLength = request.OldIssues ?? 0;
  const state = drawScheduleState([...closed, ...open].map(timesOf), {
    clientNowMs: now,
    oldIssueLength,
  });
  const part: Partial<TGameInfo> = {};
  if (oldIssueLength > 0) part.OldIssues = state.old.map(({ row }) => drawIssueOf(row));
  if (!request.Countdown) return part;
  const { current } = state;
  if (!current)
    return {
      ...part,
      CurrentIssue: null,
      Issues: [],
      // An instant game never waits: each bet is drawn at once.
      WaitingIssue: game.drawSource !== 'instant',
      CountdownLength: 0,
      CountdownTotal: 0,
    };
  const previousClose = closed.at(-1)?.close_at;
  const total = state.waiting
    ? previousClose === undefined
      ? state.countdownMs
      : Math.max(state.countdownMs, current.startTimeStamp - Number(previousClose))
    : current.closeTimeStamp - current.startTimeStamp;
  return {
    ...part,
    CurrentIssue: drawIssueOf(current.row),
    Issues: [current, ...state.upcoming.slice(0, request.SelectCount ?? 0)].map(({ row }) =>
      drawIssueOf(row),
    ),
    WaitingIssue: state.waiting,
    StartTimestamp: current.startTimeStamp,
    EndTimestamp: current.closeTimeStamp,
    CountdownLength: state.countdownMs,
    CountdownTotal: total,
  };
}

export async function gameInfo(
  deps: TGameInfoDeps,
  request: TGameInfoRequest,
  language: TLanguage,
): Promise<TGameInfoResponse> {
  const now = deps.clock.now();
  const games = gamesAsked(await listGames(deps.db), request.GameIdList);
  const oldIssues = request.OldIssues ?? 0;
  const limits: TLimits = {
    drawn: request.LastDrawIssue ? recentIssueCount : request.LastIssue ? 1 : 0,
    // With the countdown, at least the issue before the current one, for the waiting phase.
    closed: request.Countdown ? Math.max(oldIssues, 1) : oldIssues,
    open: request.Countdown ? 1 + (request.SelectCount ?? 0) : 0,
  };
  const scheduled = games.filter((game) => game.schedule !== null).map((game) => game.id);
  const issues = await readIssues(deps.db, scheduled, limits, now);

  const answer: TGameInfoResponse = {};
  for (const game of games) {
    const { drawn = [], closed = [], open = [] } = issues.get(game.id) ?? {};
    const info: TGameInfo = {
      GameId: game.id,
      GameCode: game.code,
      GameName: gameNameIn(game, language),
      ...(request.State ? statePart(game) : {}),
      ...(request.LastIssue ? { LastIssue: drawn[0] ? drawIssueOf(drawn[0]) : null } : {}),
      ...(request.LastDrawIssue ? { RecentIssues: drawn.map(drawIssueOf) } : {}),
      ...(request.Countdown || oldIssues > 0
        ? schedulePart(game, [...closed].reverse(), open, request, now)
        : {}),
      ServerTimestamp: now,
      ...(request.ClientTimestamp !== undefined
        ? { ClientTimestamp: request.ClientTimestamp }
        : {}),
    };
    answer[String(game.id)] = info;
  }
  return answer;
}
