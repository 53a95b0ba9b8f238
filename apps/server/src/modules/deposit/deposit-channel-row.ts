import type { TDepositType, TUsdtChain } from '@lottery/contracts';

/** A deposit channel as the server works with it (migration 0022 deposit_channels). */
export interface TDepositChannel {
  id: number;
  type: TDepositType;
  chain: TUsdtChain | null;
  name: string;
  minAmount: bigint;
  maxAmount: bigint;
  /** Site-time minutes after midnight; null: always open. */
  openFrom: number | null;
  openTo: number | null;
  chargeKind: TChargeKind;
  chargeRateBps: number;
  chargeFixed: bigint;
  chargeCap: bigint | null;
  turnoverPercent: number;
  vipLevels: readonly number[];
  agentIds: readonly number[];
  enabled: boolean;
  sortOrder: number;
  bankName: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankBranch: string | null;
  addMatchingThousandths: boolean;
  /** Orders only from players with a bank card bound (migration 0033). */
  requiresBoundCard: boolean;
  expiryMinutes: number;
  settings: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

export type TChargeKind = 'none' | 'fee' | 'bonus';

export const channelColumns = `c.id, c.type, c.chain, c.name, c.min_amount, c.max_amount,
  c.open_from, c.open_to, c.charge_kind, c.charge_rate_bps, c.charge_fixed, c.charge_cap,
  c.turnover_percent, c.vip_levels, c.agent_ids, c.enabled, c.sort_order, c.bank_name,
  c.bank_account_name, c.bank_account_number, c.bank_branch, c.add_matching_thousandths,
  c.requires_bound_card, c.expiry_minutes, c.settings, c.created_at, c.updated_at`;

export interface TDepositChannelRow {
  id: number;
  type: number;
  chain: string | null;
  name: string;
  min_amount: bigint;
  max_amount: bigint;
  open_from: number | null;
  open_to: number | null;
  charge_kind: string;
  charge_rate_bps: number;
  charge_fixed: bigint;
  charge_cap: bigint | null;
  turnover_percent: number;
  vip_levels: number[];
  agent_ids: number[];
  enabled: boolean;
  sort_order: number;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_branch: string | null;
  add_matching_thousandths: boolean;
  requires_bound_card: boolean;
  expiry_minutes: number;
  settings: Record<string, unknown>;
  created_at: bigint;
  updated_at: bigint;
}

export const toChannel = (row: TDepositChannelRow): TDepositChannel => ({
  id: row.id,
  type: row.type as TDepositType,
  chain: row.chain as TUsdtChain | null,
  name: row.name,
  minAmount: BigInt(row.min_amount),
  maxAmount: BigInt(row.max_amount),
  openFrom: row.open_from,
  openTo: row.open_to,
  chargeKind: row.charge_kind as TChargeKind,
  chargeRateBps: row.charge_rate_bps,
  chargeFixed: BigInt(row.charge_fixed),
  chargeCap: row.charge_cap === null ? null : BigInt(row.charge_cap),
  turnoverPercent: row.turnover_percent,
  vipLevels: row.vip_levels,
  agentIds: row.agent_ids,
  enabled: row.enabled,
  sortOrder: row.sort_order,
  bankName: row.bank_name,
  bankAccountName: row.bank_account_name,
  bankAccountNumber: row.bank_account_number,
  bankBranch: row.bank_branch,
  addMatchingThousandths: row.add_matching_thousandths,
  requiresBoundCard: row.requires_bound_card,
  expiryMinutes: row.expiry_minutes,
  settings: row.settings,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});
