export interface KeepAliveTimings {
  /** Send a Ping when nothing was sent for this long (ASP.NET KeepAliveInterval, 15 s). */
  keepAliveIntervalMs: number;
  /** Drop a client silent for this long (ASP.NET ClientTimeoutInterval, 30 s). */
  clientTimeoutMs: number;
}

export type KeepAliveAction = 'ping' | 'timeout' | 'none';

/**
 * Keep-alive bookkeeping of one connection, checked by the hub's heartbeat (ASP.NET checks on a
 * 1 s heartbeat too). Sends only set a flag: a broadcast to 10,000 sockets should not read the
 * clock 10,000 times, and a heartbeat's precision is all a 15 s interval needs.
 */
export class KeepAlive {
  private lastSentAt: number;
  private lastReceivedAt: number;
  private hasSentSinceCheck = false;
  /**
   * The client timeout is armed only after the client's first Ping, as in ASP.NET: the client
   * pings right after its handshake on WebSockets and SSE, and never on long polling.
   */
  private isClientPinging = false;

  constructor(
    private readonly timings: KeepAliveTimings,
    now: number,
  ) {
    this.lastSentAt = now;
    this.lastReceivedAt = now;
  }

  markSent(): void {
    this.hasSentSinceCheck = true;
  }

  received(now: number, isPing: boolean): void {
    this.lastReceivedAt = now;
    if (isPing) this.isClientPinging = true;
  }

  check(now: number): KeepAliveAction {
    if (this.hasSentSinceCheck) {
      this.lastSentAt = now;
      this.hasSentSinceCheck = false;
    }
    if (this.isClientPinging && now - this.lastReceivedAt >= this.timings.clientTimeoutMs) {
      return 'timeout';
    }
    if (now - this.lastSentAt >= this.timings.keepAliveIntervalMs) {
      this.lastSentAt = now;
      return 'ping';
    }
    return 'none';
  }
}
