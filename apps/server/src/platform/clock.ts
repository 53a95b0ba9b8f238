import { randomUUID } from 'node:crypto';

/** The server's one clock, in epoch milliseconds; injected so tests can move time. */
export interface TClock {
  now(): number;
}

export const systemClock: TClock = { now: () => Date.now() };

/** Identifier source, injected for the same reason. */
export interface TIds {
  uuid(): string;
}

export const randomIds: TIds = { uuid: () => randomUUID() };
