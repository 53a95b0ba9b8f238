import { randomBytes } from 'node:crypto';
import { drawFromSeed, drawnFormatOf, findCategory, issueNumberText } from '@lottery/lottery';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TGame } from '../game-catalogue.ts';
import type { TResultSource } from './result-source.ts';

/** The sandbox feed publishes a result this long after the draw time, as a real feed lags. */
export const sandboxFeedDelayMs = 2000;

export const sandboxFeedName = 'sandbox-feed';

/**
 * A random original winning number of the category, as its text. The draw is drawFromSeed with a
 * fresh 32-byte key from node:crypto: an HMAC stream under a random key is a CSPRNG stream, and it
 * goes through the same rejection sampling as every in-house draw (drawFromBytes itself is not
 * exported by @lottery/lottery). A hash category gets 32 random bytes as hex.
 */
function randomResult(categoryId: number): string {
  const category = findCategory(categoryId);
  if (!category) throw new RangeError(`unknown lottery category ${categoryId}`);
  if (category.format.kind === 'hash') return randomBytes(32).toString('hex');
  const drawn = drawFromSeed(
    drawnFormatOf(categoryId),
    randomBytes(32).toString('hex'),
    sandboxFeedName,
  );
  return issueNumberText(categoryId, drawn).originalWinningNumber;
}

/**
 * The development stand-in for an outside results feed (result-source.ts): it answers an issue
 * only once the injected clock is past draw time + delayMs, with a random result fixed in
 * sandbox_feed_results on first read (INSERT … ON CONFLICT DO NOTHING, then SELECT), so every
 * server instance and every later read get the same number. `db` is the database itself, never
 * an open transaction (the result must outlive a rolled-back tick).
 */
export function createSandboxFeed(deps: {
  db: TQueryable;
  clock: TClock;
  delayMs?: number;
  name?: string;
}): TResultSource {
  const { db, clock, delayMs = sandboxFeedDelayMs, name = sandboxFeedName } = deps;
  const read = async (gameCode: string, serialNumber: string) => {
    const [row] = await db.query<{ winning_number: string }>(
      `SELECT winning_number FROM sandbox_feed_results
       WHERE game_code = $1 AND serial_number = $2`,
      [gameCode, serialNumber],
    );
    return row?.winning_number ?? null;
  };
  return {
    name,
    async resultOf(game: TGame, serialNumber: string, drawAtMs: number) {
      if (clock.now() < drawAtMs + delayMs) return null;
      const known = await read(game.code, serialNumber);
      if (known !== null) return known;
      await db.query(
        `INSERT INTO sandbox_feed_results (game_code, serial_number, winning_number)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [game.code, serialNumber, randomResult(game.categoryId)],
      );
      return read(game.code, serialNumber);
    },
  };
}
