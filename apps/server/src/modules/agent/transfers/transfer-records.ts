import type { TAgentTransfer, TAgentTransferList } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import { siteDateRange } from '../../../platform/site-date-range.ts';
import { kindOfCode } from './transfer-checks.ts';

/** The longest range a transfer list covers (the reports' limit). */
const maxDays = 93;

interface TTransferRow {
  id: string;
  kind: number;
  transfer_type: number;
  sender_login_id: string;
  receiver_login_id: string;
  amount: bigint;
  created_at: string;
}

const toTransfer = (row: TTransferRow): TAgentTransfer => ({
  Id: Number(row.id),
  Kind: kindOfCode(row.kind),
  Type: row.transfer_type,
  SenderLoginId: row.sender_login_id,
  ReceiverLoginId: row.receiver_login_id,
  Amount: BigInt(row.amount),
  CreatedAt: Number(row.created_at),
});

export interface TTransferFilter {
  /** Only those this user sent (or received, with direction). */
  userId?: number;
  direction?: 'Sent' | 'Received';
  /** Only those this login ID sent or received (the back office's filter). */
  loginId?: string;
  kind?: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageIndex: number;
  pageSize: number;
}

/** A page of transfers, newest first: a user's own, or anyone's for the back office. */
export async function listTransfers(
  db: TQueryable,
  filter: TTransferFilter,
): Promise<TResult<TAgentTransferList>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.userId !== undefined)
    where.push(
      `${filter.direction === 'Received' ? 't.receiver_id' : 't.sender_id'} = ${param(filter.userId)}`,
    );
  if (filter.loginId) {
    const id = param(filter.loginId);
    where.push(`(lower(s.login_id) = lower(${id}) OR lower(r.login_id) = lower(${id}))`);
  }
  if (filter.kind !== undefined) where.push(`t.kind = ${param(filter.kind)}`);
  if (filter.startDate || filter.endDate) {
    const range = siteDateRange(
      filter.startDate ?? filter.endDate ?? '',
      filter.endDate ?? filter.startDate ?? '',
      maxDays,
    );
    if (!range.ok) return range;
    where.push(`t.created_at >= ${param(range.value.fromMs)}`);
    where.push(`t.created_at < ${param(range.value.toMs)}`);
  }
  const from = `FROM agent_transfers t JOIN users s ON s.id = t.sender_id
                JOIN users r ON r.id = t.receiver_id
                ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await db.query<TTransferRow>(
    `SELECT t.id::text, t.kind, t.transfer_type, s.login_id AS sender_login_id,
            r.login_id AS receiver_login_id, t.amount, t.created_at::text
       ${from} ORDER BY t.created_at DESC, t.id DESC
      LIMIT ${param(filter.pageSize)} OFFSET ${param((filter.pageIndex - 1) * filter.pageSize)}`,
    params,
  );
  return succeed({
    Items: rows.map(toTransfer),
    TotalCount: count?.n ?? 0,
    PageIndex: filter.pageIndex,
  });
}
