import { ZComboBetGameItem, comboBetGameItemEvent } from '@lottery/contracts';
import { useEffect } from 'react';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { useHubEvent } from '../../../shared/realtime/use-hub.ts';
import { useScheduleQuery } from '../draws-parts.ts';
import { applyComboItem } from '../logic/apply-combo-item.ts';

/**
 * Keeps the connection in the combo group: JoinComboBet now if connected, and again after every
 * reconnection, since a new connection starts in no group; pushes sent meanwhile were missed, so
 * `onRejoined` then asks for the games again. The server has no leave call: the connection
 * leaves the group when it closes.
 */
function useJoinComboBet(onRejoined: () => void) {
  const hub = useCurrentHub((s) => s.hub);
  useEffect(() => {
    if (!hub) return;
    const join = () => hub.invoke('JoinComboBet');
    if (hub.state() === 'Connected') void join().catch(() => undefined);
    return hub.onConnectedChange((connected) => {
      if (connected) void join().then(onRejoined, () => undefined);
    });
  }, [hub, onRejoined]);
}

/**
 * The combo board's games: LotteryGame/Info once (and every 30 s, and when the tab wakes), then
 * updateComboBetGameItem pushes applied to that answer, each moving one tile on at once; phases
 * and countdowns recomputed at every tick from the server clock (draws game-phase.ts). Unlike
 * the lobby it joins no game group: the combo group carries every game's changes in one.
 */
export function useComboBoard(gameIds: readonly number[]) {
  const { query, phases, serverNowMs, refetch, updateGame } = useScheduleQuery(gameIds);
  useJoinComboBet(refetch);
  useHubEvent(comboBetGameItemEvent, (payload) => {
    const parsed = ZComboBetGameItem.safeParse(payload);
    if (!parsed.success) return;
    const item = parsed.data;
    updateGame(item.GameId, (info) => applyComboItem(info, item));
  });
  return { ...query, phases, serverNowMs, refetch };
}
