import {
  depositTypes,
  type TAdminDepositChannel,
  type TDepositType,
  type ZSaveDepositChannelRequest,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { loginIdsOf } from '../../auth/find-user.ts';
import { clockText } from '../channel-hours.ts';
import {
  channelColumns,
  toChannel,
  type TDepositChannel,
  type TDepositChannelRow,
} from '../deposit-channel-row.ts';
import type { TDepositChannelDraft, TDepositKind } from '../deposit-kinds/deposit-kind.ts';
import { kindFor } from '../deposit-kinds/index.ts';

type TChannelDeps = { db: TDatabase; clock: TClock; kinds: readonly TDepositKind[] };
type TSave = z.output<typeof ZSaveDepositChannelRequest>;

/** Every channel, in the order players see them (type, sort order), for finance's list. */
export async function listDepositChannels(db: TQueryable): Promise<TAdminDepositChannel[]> {
  const rows = await db.query<TDepositChannelRow>(
    `SELECT ${channelColumns} FROM deposit_channels c ORDER BY c.type, c.sort_order, c.id`,
  );
  const channels = rows.map(toChannel);
  const agents = await loginIdsOf(db, [...new Set(channels.flatMap((c) => c.agentIds))]);
  return channels.map((channel) => toAdminChannel(channel, agents));
}

const toAdminChannel = (
  channel: TDepositChannel,
  agents: ReadonlyMap<number, string>,
): TAdminDepositChannel => ({
  Id: channel.id,
  Type: channel.type,
  Chain: channel.chain,
  Name: channel.name,
  MinAmount: channel.minAmount,
  MaxAmount: channel.maxAmount,
  OpenFrom: clockText(channel.openFrom),
  OpenTo: clockText(channel.openTo),
  ChargeKind: channel.chargeKind,
  ChargeRateBps: channel.chargeRateBps,
  ChargeFixed: channel.chargeFixed,
  ChargeCap: channel.chargeCap,
  TurnoverPercent: channel.turnoverPercent,
  VipLevels: [...channel.vipLevels],
  AgentLoginIds: channel.agentIds.map((id) => agents.get(id) ?? String(id)),
  Enabled: channel.enabled,
  SortOrder: channel.sortOrder,
  BankName: channel.bankName,
  BankAccountName: channel.bankAccountName,
  BankAccountNumber: channel.bankAccountNumber,
  BankBranch: channel.bankBranch,
  AddMatchingThousandths: channel.addMatchingThousandths,
  RequiresBoundCard: channel.requiresBoundCard,
  ExpiryMinutes: channel.expiryMinutes,
  Settings: channel.settings,
  UpdatedAt: channel.updatedAt,
});

const minutesOf = (clock: string | null) => {
  if (clock === null) return null;
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The channel as finance asks for it, or the first rule it breaks. */
async function draftOf(
  tx: TQueryable,
  kinds: readonly TDepositKind[],
  save: TSave,
): Promise<TResult<TDepositChannelDraft>> {
  const invalid = (reason: string) => fail('DepositChannelInvalid', { reason });
  if (!Object.values(depositTypes).includes(save.Type as TDepositType)) return invalid('type');
  const type = save.Type as TDepositType;
  if ((type === depositTypes.usdt) !== (save.Chain !== null)) return invalid('chain');
  if (save.MinAmount <= 0n || save.MaxAmount < save.MinAmount) return invalid('amount range');
  if ((save.OpenFrom === null) !== (save.OpenTo === null)) return invalid('hours');
  const agents = await tx.query<{ id: number; login_id: string }>(
    `SELECT id, login_id FROM users
      WHERE lower(login_id) = ANY (SELECT lower(x) FROM unnest($1::text[]) AS x) AND role = 'agent'`,
    [save.AgentLoginIds],
  );
  if (agents.length !== new Set(save.AgentLoginIds.map((id) => id.toLowerCase())).size)
    return invalid('agents');
  const kind = kindFor(kinds, type);
  if (!kind) return invalid('no kind serves this type');
  const draft: TDepositChannelDraft = {
    type,
    chain: save.Chain,
    name: save.Name,
    minAmount: save.MinAmount,
    maxAmount: save.MaxAmount,
    openFrom: minutesOf(save.OpenFrom),
    openTo: minutesOf(save.OpenTo),
    chargeKind: save.ChargeKind,
    chargeRateBps: save.ChargeRateBps,
    chargeFixed: save.ChargeFixed,
    chargeCap: save.ChargeCap,
    turnoverPercent: save.TurnoverPercent,
    vipLevels: [...new Set(save.VipLevels)],
    agentIds: agents.map((agent) => agent.id),
    enabled: save.Enabled,
    sortOrder: save.SortOrder,
    bankName: save.BankName || null,
    bankAccountName: save.BankAccountName || null,
    bankAccountNumber: save.BankAccountNumber || null,
    bankBranch: save.BankBranch || null,
    addMatchingThousandths: save.AddMatchingThousandths,
    requiresBoundCard: save.RequiresBoundCard,
    expiryMinutes: save.ExpiryMinutes,
    settings: save.Settings,
  };
  const checked = kind.checkSettings(draft);
  return checked.ok ? succeed(draft) : checked;
}

const draftColumns = [
  'type',
  'chain',
  'name',
  'min_amount',
  'max_amount',
  'open_from',
  'open_to',
  'charge_kind',
  'charge_rate_bps',
  'charge_fixed',
  'charge_cap',
  'turnover_percent',
  'vip_levels',
  'agent_ids',
  'enabled',
  'sort_order',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_branch',
  'add_matching_thousandths',
  'requires_bound_card',
  'expiry_minutes',
  'settings',
];

const draftValues = (draft: TDepositChannelDraft) => [
  draft.type,
  draft.chain,
  draft.name,
  draft.minAmount,
  draft.maxAmount,
  draft.openFrom,
  draft.openTo,
  draft.chargeKind,
  draft.chargeRateBps,
  draft.chargeFixed,
  draft.chargeCap,
  draft.turnoverPercent,
  draft.vipLevels,
  draft.agentIds,
  draft.enabled,
  draft.sortOrder,
  draft.bankName,
  draft.bankAccountName,
  draft.bankAccountNumber,
  draft.bankBranch,
  draft.addMatchingThousandths,
  draft.requiresBoundCard,
  draft.expiryMinutes,
  JSON.stringify(draft.settings),
];

/**
 * Creates (no Id) or changes a channel, under the row lock of the one changed; the audit row
 * keeps the channel before and after. Orders already made keep the terms they were made under.
 */
export async function saveDepositChannel(
  deps: TChannelDeps,
  admin: TAdminSession,
  save: TSave,
): Promise<TResult<TAdminDepositChannel>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const drafted = await draftOf(tx, deps.kinds, save);
    if (!drafted.ok) return drafted;
    const values = draftValues(drafted.value);
    let before: TDepositChannel | null = null;
    let row: TDepositChannelRow | undefined;
    if (save.Id === undefined) {
      [row] = await tx.query<TDepositChannelRow>(
        `INSERT INTO deposit_channels AS c (${draftColumns.join(', ')}, created_at, updated_at)
         VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')}, $${values.length + 1},
                 $${values.length + 1})
         RETURNING ${channelColumns}`,
        [...values, now],
      );
    } else {
      const [locked] = await tx.query<TDepositChannelRow>(
        `SELECT ${channelColumns} FROM deposit_channels c WHERE c.id = $1 FOR UPDATE`,
        [save.Id],
      );
      if (!locked) return fail('DepositChannelNotFound');
      before = toChannel(locked);
      [row] = await tx.query<TDepositChannelRow>(
        `UPDATE deposit_channels AS c
            SET ${draftColumns.map((column, index) => `${column} = $${index + 1}`).join(', ')},
                updated_at = $${values.length + 1}
          WHERE c.id = $${values.length + 2}
          RETURNING ${channelColumns}`,
        [...values, now, save.Id],
      );
    }
    if (!row) return fail('DepositChannelNotFound');
    const saved = toChannel(row);
    await writeAdminAudit(tx, admin, {
      action: before ? 'finance.depositChannel.update' : 'finance.depositChannel.create',
      targetType: 'deposit_channel',
      targetId: saved.id,
      before,
      after: saved,
    });
    return succeed(toAdminChannel(saved, await loginIdsOf(tx, [...saved.agentIds])));
  });
}
