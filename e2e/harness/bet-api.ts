import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { apiCall } from './api.ts';

/**
 * A K3 ticket on every sum from 3 to 18 (16 units in 元 mode, × 1): exactly one unit wins,
 * whatever the dice.
 */
export const k3EverySumTicket = {
  Book: 'official',
  BetTypeId: 'k3.sum.sum',
  Selection: { sums: Array.from({ length: 16 }, (_, i) => i + 3) },
  Mode: 'yuan',
  Multiple: 1,
  PrizeGroup: 1900,
};

/**
 * The serial number of game `gameId`'s issue on sale with more than `marginMs` before its seal,
 * waiting for the next issue when this one is too close to it (a bet must land before the seal).
 */
export async function issueOnSale(
  baseUrl: string,
  token: string,
  gameId: number,
  marginMs: number,
): Promise<string> {
  for (;;) {
    const info = await apiCall<
      Record<string, { CurrentIssue?: { SerialNumber: string } | null; CountdownLength?: number }>
    >(baseUrl, 'POST', '/api/LotteryGame/Info', {
      token,
      body: { GameIdList: [gameId], Countdown: true },
    });
    const game = info[String(gameId)];
    if (game?.CurrentIssue && (game.CountdownLength ?? 0) > marginMs)
      return game.CurrentIssue.SerialNumber;
    await sleep(1000);
  }
}

/**
 * Places `bet` through the API, as the player's other device would (with an idempotency key of
 * its own, as the bet slip sends), expects it accepted and answers what the server said.
 */
export async function placeBetByApi<T>(baseUrl: string, token: string, bet: unknown): Promise<T> {
  const response = await fetch(new URL('/api/Bet/Place', baseUrl), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(bet),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as T;
}
