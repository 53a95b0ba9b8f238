import { z } from 'zod';
import { ZDrawIssue, ZGameId, ZGameState } from './game-info-schemas.ts';

/**
 * The hub event updateComboBetGameItem (SPEC §7; its payload is "not shown" there, so designed
 * here): pushed to every connection that invoked JoinComboBet whenever one of a game's issues is
 * drawn or cancelled, or the game's state changes. It carries everything a combo-board tile shows
 * about the game, so the tile updates without asking LotteryGame/Info again. The issues are the
 * same DrawIssue objects LotteryGame/Info answers, so the client runs its one phase computation
 * (SPEC §4) over them.
 */
export const ZComboBetGameItem = z
  .object({
    GameId: ZGameId,
    GameState: ZGameState,
    CurrentIssue: ZDrawIssue.nullable().describe(
      'SPEC §4 current issue on the server clock when sent (open, or the next to start); ' +
        'null when none is scheduled',
    ),
    LastIssue: ZDrawIssue.nullable().describe('The latest drawn issue; null before the first draw'),
    FinishedIssue: ZDrawIssue.nullable().describe(
      'The issue whose draw or cancellation caused this push; null when the game state changed',
    ),
  })
  .meta({ id: 'ComboBetGameItem' });
export type TComboBetGameItem = z.infer<typeof ZComboBetGameItem>;

/** The hub event's name, as the server sends it (SignalR matches client handlers case-blind). */
export const comboBetGameItemEvent = 'updateComboBetGameItem';
