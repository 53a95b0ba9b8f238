/** Names of the hub's groups (ARCHITECTURE "Realtime": one per game, per chat room, per user). */
export const hubGroups = {
  user: (userId: number | string) => `user:${userId}`,
  /** Every connection opened with one session: closed when the session ends. */
  session: (sessionId: string) => `session:${sessionId}`,
  game: (gameId: number | string) => `game:${gameId}`,
  drawTrend: (gameId: number | string) => `trend:${gameId}`,
  /** A chat room's connected members: ReceiveMessage, RemoveMessage. */
  chatRoom: (roomId: number) => `chat-room:${roomId}`,
  comboBet: 'combo-bet',
  /** An activity's screen (the red-pack rain's winner list): RedPackRainGrabbed. */
  activity: (activityId: number) => `activity:${activityId}`,
} as const;
