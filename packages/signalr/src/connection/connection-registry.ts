import { type Connection } from './connection.ts';

/**
 * Connections by token, the secret every transport request carries in `id=` (the public
 * connectionId never finds one). Holds negotiated connections not yet used, and closed long-polling
 * ones until their last poll has collected the end.
 */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, Connection>();

  add(connection: Connection): void {
    this.byToken.set(connection.token, connection);
  }

  get(token: string): Connection | undefined {
    return this.byToken.get(token);
  }

  delete(connection: Connection): void {
    if (this.byToken.get(connection.token) === connection) this.byToken.delete(connection.token);
  }

  values(): Connection[] {
    return [...this.byToken.values()];
  }

  /** One heartbeat: each connection checks its timers; closed ones are forgotten after `lingerMs`. */
  heartbeat(now: number, lingerMs: number): void {
    for (const connection of this.byToken.values()) {
      if (connection.state !== 'closed') connection.heartbeat(now);
      else if (now - connection.closedAt >= lingerMs) this.byToken.delete(connection.token);
    }
  }
}
