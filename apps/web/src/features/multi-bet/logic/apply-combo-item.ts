import { gameStates, type TComboBetGameItem, type TGameInfo } from '@lottery/contracts';
import { compareSerials } from '@lottery/lottery';
import { applyDrawnIssue, issueListOf } from '../draws-parts.ts';

/**
 * An updateComboBetGameItem push applied to the game's cached LotteryGame/Info answer, so the
 * tile's phase (SPEC §4, computed on the client at every tick) moves on at once: the finished
 * issue takes its final state everywhere it is listed, the pushed state, last and current
 * issues replace the cached ones, and the issues known after the new current one are kept, so
 * the tile still moves on by itself when that one seals before the next push.
 */
export function applyComboItem(info: TGameInfo, item: TComboBetGameItem): TGameInfo {
  const patched = item.FinishedIssue ? applyDrawnIssue(info, item.FinishedIssue) : info;
  const current = item.CurrentIssue;
  const known = issueListOf(patched);
  const isBefore = (serial: string) =>
    current !== null && compareSerials(serial, current.SerialNumber) < 0;
  const isAfter = (serial: string) =>
    current !== null && compareSerials(serial, current.SerialNumber) > 0;
  return {
    ...patched,
    GameState: item.GameState,
    IsMaintain: item.GameState === gameStates.maintain,
    IsOfficialOffline: item.GameState === gameStates.officialOffline,
    LastIssue: item.LastIssue,
    CurrentIssue: current,
    // The latest closed issue stays listed: while its draw is due the tile shows it sealed.
    OldIssues: known.filter((issue) => isBefore(issue.SerialNumber)).slice(-1),
    Issues: current ? [current, ...known.filter((issue) => isAfter(issue.SerialNumber))] : [],
  };
}
