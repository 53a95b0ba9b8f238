import {
  ZCancelIssueRequest,
  ZEnterResultRequest,
  ZEnterResultResponse,
  ZOkResponse,
  ZSetGameStateRequest,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import {
  cancelIssueByAdmin,
  enterResult,
  setGameState,
  type TAdminLotteryDeps,
} from './admin-lottery.ts';
import { issueColumns, type TIssueRow } from './issue-rows.ts';

const common = { tags: ['Admin'], access: 'admin' } as const;

export function adminLotteryRoutes(
  deps: TAdminLotteryDeps & {
    onIssueFinal(gameId: number, issue: TIssueRow): Promise<void>;
    /** Tells the combo board (updateComboBetGameItem) once the new state committed. */
    onGameStateChanged(gameId: number): Promise<void>;
  },
) {
  /** Pushes the issue to its watchers once final (the same events as a scheduled draw). */
  async function announce(key: { GameId: number; SerialNumber: string }) {
    const [row] = await deps.db.query<TIssueRow>(
      `SELECT ${issueColumns} FROM lottery_issues
        WHERE game_id = $1 AND serial_number = $2 AND state <> 'scheduled'`,
      [key.GameId, key.SerialNumber],
    );
    if (row) await deps.onIssueFinal(key.GameId, row);
  }

  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/LotteryGame/EnterResult',
      permission: 'games.results',
      summary:
        'Enter the result of a due issue of an outside-sourced game; a different number from a ' +
        'source keeps both and marks the issue disputed',
      body: ZEnterResultRequest,
      response: ZEnterResultResponse,
      handler: async ({ body, session }) => {
        const entered = unwrap(await enterResult(deps, session, body));
        await announce(body);
        return entered;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/LotteryIssue/Cancel',
      permission: 'games.results',
      summary: 'Cancel a scheduled issue (its bets are refunded)',
      body: ZCancelIssueRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await cancelIssueByAdmin(deps, session, body));
        await announce(body);
        return { Ok: true as const };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/LotteryGame/SetState',
      permission: 'games.manage',
      summary: 'Set a game online (0), in maintenance (1), offline (2) or officially offline (3)',
      body: ZSetGameStateRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await setGameState(deps, session, body));
        await deps.onGameStateChanged(body.GameId);
        return { Ok: true as const };
      },
    }),
  ];
}
