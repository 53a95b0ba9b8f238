import { gameStateChangedEvent, type TGameStateChangedEvent } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { hubGroups } from '../../../hub/hub-groups.ts';
import type { TRealtime } from '../../../hub/realtime.ts';
import { findGame } from '../game-catalogue.ts';

/**
 * After a game's state change committed: GameStateChanged to the game's group (the bet screens
 * and draw lobby that joined it re-read the game's info at once), then whatever else listens
 * (the combo board). A push lost to a dropped connection is made good by the clients' poll.
 */
export function gameStatePublisher(deps: {
  db: TDatabase;
  realtime: TRealtime;
  alsoTell: (gameId: number) => Promise<void>;
}) {
  return async (gameId: number): Promise<void> => {
    const game = await findGame(deps.db, gameId);
    if (!game) return;
    const event: TGameStateChangedEvent = { GameId: gameId, State: game.state };
    await deps.realtime.toGroup(hubGroups.game(gameId), gameStateChangedEvent, event);
    await deps.alsoTell(gameId);
  };
}
