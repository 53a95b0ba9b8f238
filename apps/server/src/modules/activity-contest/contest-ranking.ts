/**
 * The contest's ranking rule (issue #23, /LionKingContest): the higher net turnover ranks
 * higher; of equal turnovers, the one reached first (its total last changed earlier); then the
 * lower user id, so that a ranking is total. A player without positive turnover has no rank.
 * The database orders by the same keys (migration 0048's index, contest-leaderboard.ts); this
 * is the rule in one place for the tests and for the payout's skipping of ineligible players.
 */
export interface TStanding {
  userId: number;
  turnover: bigint;
  reachedAt: number;
}

export function compareStandings(a: TStanding, b: TStanding): number {
  if (a.turnover !== b.turnover) return a.turnover > b.turnover ? -1 : 1;
  if (a.reachedAt !== b.reachedAt) return a.reachedAt - b.reachedAt;
  return a.userId - b.userId;
}

/** The ranked standings, best first, rank from 1. */
export const rankStandings = <S extends TStanding>(standings: readonly S[]) =>
  standings
    .filter((standing) => standing.turnover > 0n)
    .sort(compareStandings)
    .map((standing, index) => ({ ...standing, rank: index + 1 }));

/** A login name as other players see it: its first and last characters. */
export function maskLogin(loginId: string): string {
  const characters = [...loginId];
  if (characters.length <= 2) return `${characters[0] ?? ''}*`;
  return `${characters[0]}***${characters[characters.length - 1]}`;
}
