import { deriveAddress, type TDerivableChain } from '@lottery/chains';
import type { TQueryable } from '../../../db/database.ts';

/**
 * The player's deposit address on a derived chain: child `0/index` of the chain's xpub, where
 * the index is the player's, assigned once (usdt_address_indexes) so that the player keeps the
 * address across orders and no two players share one. The derived address is stored so that
 * the watcher can tell whose a transfer is; a new xpub gives new addresses, the old ones stay
 * known (a late transfer to one still finds its player).
 */
export async function playerDepositAddress(
  tx: TQueryable,
  assignment: { userId: number; chain: TDerivableChain; xpub: string; now: number },
): Promise<string> {
  const { userId, chain, xpub, now } = assignment;
  const [known] = await tx.query<{ address: string }>(
    `SELECT address FROM usdt_deposit_addresses WHERE chain = $1 AND xpub = $2 AND user_id = $3`,
    [chain, xpub, userId],
  );
  if (known) return known.address;
  await tx.query(
    `INSERT INTO usdt_address_indexes (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  const [indexRow] = await tx.query<{ derivation_index: number }>(
    `SELECT derivation_index FROM usdt_address_indexes WHERE user_id = $1`,
    [userId],
  );
  if (!indexRow) throw new Error(`user ${userId} has no derivation index`);
  const derived = deriveAddress(chain, xpub, indexRow.derivation_index);
  // The console stores only xpubs that derive (parseXpub), and indexes stay below 2^31.
  if (!derived.ok) throw new Error(`the ${chain} xpub does not derive: ${derived.reason}`);
  await tx.query(
    `INSERT INTO usdt_deposit_addresses (chain, address, user_id, xpub, derivation_index, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (chain, xpub, user_id) DO NOTHING`,
    [chain, derived.address, userId, xpub, indexRow.derivation_index, now],
  );
  return derived.address;
}
