import { depositTypes, usdtChainNames, type TUsdtChain } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

/**
 * Demo keys: the account xpubs of BIP-39's published test mnemonic ("abandon … about") at
 * m/44'/60'/0' (ERC20, BSC) and m/44'/195'/0' (TRC20), stored as the public strings they are. Its
 * private keys are public knowledge: a demo only, never for real funds (seedDemo is off in
 * production). The shared TON address is the TON documentation's example; the Solana one is an
 * ed25519 test key.
 */
const demoChainSettings: Record<TUsdtChain, { xpub?: string; sharedAddress?: string }> = {
  ERC20: {
    xpub: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  },
  BSC: {
    xpub: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  },
  TRC20: {
    xpub: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  },
  TON: { sharedAddress: 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF' },
  SOL: { sharedAddress: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB' },
};

/** The demo's USDT: each chain's key or address, and a USDT channel per chain (10 to 50,000). */
export async function seedUsdtDemo(tx: TQueryable, nowMs: number): Promise<void> {
  for (const chain of usdtChainNames) {
    const setting = demoChainSettings[chain];
    await tx.query(
      `UPDATE usdt_chain_settings SET xpub = $2, shared_address = $3, updated_at = $4
        WHERE chain = $1`,
      [chain, setting.xpub ?? null, setting.sharedAddress ?? null, nowMs],
    );
    await tx.query(
      `INSERT INTO deposit_channels
         (type, chain, name, min_amount, max_amount, expiry_minutes, sort_order, created_at, updated_at)
       VALUES ($1, $2, $3, 10000, 50000000, 15, $4, $5, $5)`,
      [depositTypes.usdt, chain, `USDT ${chain}`, 100 + usdtChainNames.indexOf(chain), nowMs],
    );
  }
}
