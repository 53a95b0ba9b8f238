/** SPEC §9: refresh 5 min before expiry, check every second, log out 2 s after expiry. */
export const sessionTiming = {
  refreshBeforeExpiryMs: 5 * 60_000,
  checkEveryMs: 1000,
  logoutAfterExpiryMs: 2000,
} as const;

export interface TSessionTimerDeps {
  now(): number;
  /** The current session's expiry, or null when logged out. */
  expiresAt(): number | null;
  /** Asks for a new token and saves it; rejects when the server refuses. */
  refresh(): Promise<void>;
  /** Clears the session and goes to /Timeout. */
  expire(): void;
  /** The speed-test page (page=speedtest) keeps its session past expiry. */
  isSpeedTestPage(): boolean;
}

/**
 * One tick per second: refresh when close to expiry (never two refreshes at once), and once the
 * token is 2 s past expiry, end the session. Returns the function that stops the timer.
 */
export function startSessionTimers(deps: TSessionTimerDeps): () => void {
  let refreshing = false;
  let expiredAt: number | null = null;
  const tick = () => {
    const expiresAt = deps.expiresAt();
    if (expiresAt === null) return;
    const now = deps.now();
    if (now - expiresAt >= sessionTiming.logoutAfterExpiryMs) {
      // Ending the session takes a navigation; ask once per expiry, not on every tick meanwhile.
      if (!deps.isSpeedTestPage() && expiredAt !== expiresAt) {
        expiredAt = expiresAt;
        deps.expire();
      }
      return;
    }
    if (now < expiresAt && expiresAt - now <= sessionTiming.refreshBeforeExpiryMs && !refreshing) {
      refreshing = true;
      deps
        .refresh()
        .catch(() => undefined)
        .finally(() => {
          refreshing = false;
        });
    }
  };
  const handle = setInterval(tick, sessionTiming.checkEveryMs);
  return () => clearInterval(handle);
}
