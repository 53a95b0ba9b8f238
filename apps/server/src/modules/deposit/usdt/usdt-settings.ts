import type { TUsdtChain } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

/** A chain's row of usdt_chain_settings (migration 0024). */
export interface TUsdtChainSettings {
  chain: TUsdtChain;
  xpub: string | null;
  sharedAddress: string | null;
  confirmations: number;
}

export interface TUsdtRateSettings {
  source: string;
  lockSeconds: number;
}

interface TChainSettingsRow {
  chain: TUsdtChain;
  xpub: string | null;
  shared_address: string | null;
  confirmations: number;
}

const toSettings = (row: TChainSettingsRow): TUsdtChainSettings => ({
  chain: row.chain,
  xpub: row.xpub,
  sharedAddress: row.shared_address,
  confirmations: row.confirmations,
});

export async function readChainSettings(db: TQueryable): Promise<TUsdtChainSettings[]> {
  const rows = await db.query<TChainSettingsRow>(
    `SELECT chain, xpub, shared_address, confirmations FROM usdt_chain_settings
      ORDER BY array_position(ARRAY['ERC20', 'TRC20', 'BSC', 'TON', 'SOL'], chain)`,
  );
  return rows.map(toSettings);
}

export async function readChainSetting(
  db: TQueryable,
  chain: TUsdtChain,
): Promise<TUsdtChainSettings> {
  const [row] = await db.query<TChainSettingsRow>(
    `SELECT chain, xpub, shared_address, confirmations FROM usdt_chain_settings WHERE chain = $1`,
    [chain],
  );
  if (!row) throw new Error(`migration 0024 seeds every chain; ${chain} is missing`);
  return toSettings(row);
}

export async function readRateSettings(db: TQueryable): Promise<TUsdtRateSettings> {
  const [row] = await db.query<{ source: string; lock_seconds: number }>(
    `SELECT source, lock_seconds FROM usdt_rate_settings`,
  );
  if (!row) throw new Error('migration 0024 seeds the rate settings');
  return { source: row.source, lockSeconds: row.lock_seconds };
}
