import { randomInt } from 'node:crypto';
import type { TQueryable } from '../../db/database.ts';
import type { TDepositChannel } from './deposit-channel-row.ts';

/** How many thousandths may be added: 0.001 to 0.099, invisible in what the player pays. */
const maxMatchingThousandths = 99;

/**
 * A bank channel with add_matching_thousandths: the order's amount gets 1-99 thousandths that no
 * other unfinished order of the channel has on the same amount, so two transfers of 1,000 on the
 * same account are told apart by finance (1,000.017 and 1,000.052). Starts at a random offset;
 * when all 99 are taken the amount is used as asked.
 */
export async function matchingAmount(
  tx: TQueryable,
  channel: TDepositChannel,
  amount: bigint,
): Promise<bigint> {
  const taken = await tx.query<{ amount: bigint }>(
    `SELECT amount FROM deposit_orders
      WHERE channel_id = $1 AND state IN (0, 3) AND amount BETWEEN $2 AND $3`,
    [channel.id, amount + 1n, amount + BigInt(maxMatchingThousandths)],
  );
  const used = new Set(taken.map((row) => BigInt(row.amount)));
  const start = randomInt(maxMatchingThousandths);
  for (let step = 0; step < maxMatchingThousandths; step += 1) {
    const candidate = amount + BigInt(((start + step) % maxMatchingThousandths) + 1);
    if (!used.has(candidate)) return candidate;
  }
  return amount;
}
