/** Names of the hub's groups (ARCHITECTURE "Realtime": one per game, per chat room, per user). */
export const hubGroups = {
  user: (userId: number | string) => `user:${userId}`,
  game: (gameId: number | string) => `game:${gameId}`,
  drawTrend: (gameId: number | string) => `trend:${gameId}`,
  comboBet: 'combo-bet',
  leaderboard: 'leaderboard',
} as const;
