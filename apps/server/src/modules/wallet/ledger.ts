import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * The double-entry ledger (migration 0008_ledger.sql): the only writer of balances. A ledger
 * transaction is a list of postings that sum to zero; post() applies them in the caller's database
 * transaction, so the balances and the entries explaining them commit together or not at all.
 *
 * Locking: every account a transaction touches is locked in ascending id order before any balance
 * changes (SELECT … ORDER BY id FOR UPDATE, the statement that also finds their ids), so two
 * transactions over the same accounts cannot deadlock. Two statements in all: the lock, then the
 * change and its record (applySql). Balances are changed by one guarded UPDATE (balance + delta ≥
 * 0 for every account but the house); when it cannot apply every change, post() returns
 * InsufficientFunds and the caller MUST roll its database transaction back (transactionResult
 * does): the rows it did change stay changed until then.
 */

export type TUserAccountKind =
  'player' | 'bonus' | 'bet_holds' | 'schedule_holds' | 'pending_withdrawals';

/** A user's account of a kind, or the operator's house account. */
export type TAccountRef = { userId: number; kind: TUserAccountKind } | 'house';

export interface TPosting {
  account: TAccountRef;
  /** Thousandths; positive credits the account, negative debits it; never zero. */
  amount: bigint;
  /** The player statement's type (packages/contracts cashFlowTypes); omit on the house. */
  cashFlowType?: number;
  memo?: string;
}

export interface TLedgerTransaction {
  kind: string;
  reference?: string;
  at: number;
  postings: readonly TPosting[];
}

export interface TPosted {
  transactionId: bigint;
  /** Balance of every account touched, after the transaction, keyed by accountKey. */
  balances: ReadonlyMap<string, bigint>;
}

export const accountKey = (ref: TAccountRef) =>
  ref === 'house' ? 'house' : `${ref.userId}:${ref.kind}`;

/**
 * Ids of the accounts, each row locked, in ascending id order (one statement). A user's account
 * used for the first time (holds appear with the first bet) is created, then all are locked
 * again: that new statement also sees an account another transaction created meanwhile.
 */
async function lockAccounts(
  tx: TQueryable,
  refs: readonly TAccountRef[],
): Promise<Map<string, bigint>> {
  const users = [
    ...new Map(
      refs.filter((ref) => ref !== 'house').map((ref) => [accountKey(ref), ref] as const),
    ).values(),
  ];
  const withHouse = refs.includes('house');
  const lock = () =>
    tx.query<{ id: bigint; user_id: number | null; kind: string }>(
      `SELECT id, user_id, kind FROM ledger_accounts
        WHERE (user_id, kind) IN (SELECT * FROM unnest($1::int[], $2::text[]))
           OR (kind = 'house' AND $3)
        ORDER BY id FOR UPDATE`,
      [users.map((ref) => ref.userId), users.map((ref) => ref.kind), withHouse],
    );
  let rows = await lock();
  if (rows.length < users.length + (withHouse ? 1 : 0)) {
    await tx.query(
      `INSERT INTO ledger_accounts (user_id, kind)
       SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT DO NOTHING`,
      [users.map((ref) => ref.userId), users.map((ref) => ref.kind)],
    );
    rows = await lock();
  }
  return new Map(
    rows.map((row) => [
      row.user_id === null ? 'house' : `${row.user_id}:${row.kind}`,
      BigInt(row.id),
    ]),
  );
}

/**
 * The update and the record in one statement ($1-$3 the net change per account in id order,
 * $4-$6 the transaction, $7-$10 the postings in order). The guarded UPDATE changes every balance
 * or, short of funds, fewer rows: then no transaction or entry is written and transaction_id comes
 * back null. Each entry's running balance and version are its account's final ones less what the
 * account's later postings of this transaction moved (a window over the postings, walked back).
 */
const applySql = `
  WITH u AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + d.delta, version = a.version + d.n
      FROM unnest($1::bigint[], $2::bigint[], $3::int[]) AS d(id, delta, n)
     WHERE a.id = d.id AND (a.kind = 'house' OR a.balance + d.delta >= 0)
    RETURNING a.id, a.balance, a.version
  ), t AS (
    INSERT INTO ledger_transactions (kind, reference, created_at)
    SELECT $4, $5, $6 WHERE (SELECT count(*) FROM u) = cardinality($1::bigint[])
    RETURNING id
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, cash_flow_type, memo,
                                balance_after, account_version, created_at)
    SELECT t.id, p.account_id, p.amount, p.cash_flow_type, p.memo,
           u.balance - coalesce(sum(p.amount) OVER later, 0)::bigint,
           u.version - count(*) OVER later, $6
      FROM unnest($7::bigint[], $8::bigint[], $9::smallint[], $10::text[]) WITH ORDINALITY
             AS p(account_id, amount, cash_flow_type, memo, ord)
      JOIN u ON u.id = p.account_id
     CROSS JOIN t
    WINDOW later AS (PARTITION BY p.account_id ORDER BY p.ord DESC
                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
     -- Entry ids in posting order, as statements list them.
     ORDER BY p.ord
  )
  SELECT u.id, u.balance, (SELECT id FROM t) AS transaction_id FROM u`;

/** Applies a balanced transaction (see the header). Throws on an unbalanced or empty one. */
export async function post(
  tx: TQueryable,
  transaction: TLedgerTransaction,
): Promise<TResult<TPosted>> {
  const { postings } = transaction;
  if (postings.length === 0) throw new RangeError('a ledger transaction has postings');
  if (postings.some((posting) => posting.amount === 0n))
    throw new RangeError('a posting moves a non-zero amount');
  if (postings.reduce((sum, posting) => sum + posting.amount, 0n) !== 0n)
    throw new RangeError('the postings of a ledger transaction sum to zero');

  const ids = await lockAccounts(
    tx,
    postings.map((posting) => posting.account),
  );
  const idOf = (ref: TAccountRef) => {
    const id = ids.get(accountKey(ref));
    if (id === undefined) throw new Error(`no ledger account ${accountKey(ref)}`);
    return id;
  };
  const perAccount = new Map<bigint, { delta: bigint; count: number }>();
  for (const posting of postings) {
    const id = idOf(posting.account);
    const total = perAccount.get(id) ?? { delta: 0n, count: 0 };
    perAccount.set(id, { delta: total.delta + posting.amount, count: total.count + 1 });
  }
  const sorted = [...perAccount.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await tx.query<{ id: bigint; balance: bigint; transaction_id: bigint | null }>(
    applySql,
    [
      sorted,
      sorted.map((id) => perAccount.get(id)?.delta ?? 0n),
      sorted.map((id) => perAccount.get(id)?.count ?? 0),
      transaction.kind,
      transaction.reference ?? null,
      transaction.at,
      postings.map((posting) => idOf(posting.account)),
      postings.map((posting) => posting.amount),
      postings.map((posting) => posting.cashFlowType ?? null),
      postings.map((posting) => posting.memo ?? null),
    ],
  );
  const transactionId = rows[0]?.transaction_id ?? null;
  if (transactionId === null) return fail('InsufficientFunds');
  const balanceById = new Map(rows.map((row) => [BigInt(row.id), BigInt(row.balance)]));
  const balances = new Map<string, bigint>();
  for (const [key, id] of ids) {
    const balance = balanceById.get(id);
    if (balance !== undefined) balances.set(key, balance);
  }
  return succeed({ transactionId: BigInt(transactionId), balances });
}

/** The balance of one account (0 for an account never used). */
export async function balanceOf(tx: TQueryable, ref: TAccountRef): Promise<bigint> {
  const [row] =
    ref === 'house'
      ? await tx.query<{ balance: bigint }>(
          `SELECT balance FROM ledger_accounts WHERE kind = 'house'`,
        )
      : await tx.query<{ balance: bigint }>(
          'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2',
          [ref.userId, ref.kind],
        );
  return BigInt(row?.balance ?? 0n);
}

/**
 * The ledger audit (reliability targets 1 and 2): the ids of transactions whose entries do not sum
 * to zero and of accounts whose balance is not the sum of their entries or whose entry history is
 * not contiguous. Both lists are empty on a sound ledger.
 */
export async function auditLedger(
  db: TQueryable,
): Promise<{ unbalancedTransactions: bigint[]; inconsistentAccounts: bigint[] }> {
  const unbalanced = await db.query<{ id: bigint }>(
    `SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id
     HAVING sum(amount) <> 0`,
  );
  const inconsistent = await db.query<{ id: bigint }>(
    `SELECT a.id FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total, count(*) AS n,
                         max(account_version) AS top
                    FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0) OR a.version <> coalesce(e.n, 0)
         OR a.version <> coalesce(e.top, 0)
     UNION
     SELECT e.account_id FROM ledger_entries e
       JOIN ledger_entries p ON p.account_id = e.account_id
                            AND p.account_version = e.account_version - 1
      WHERE p.balance_after + e.amount <> e.balance_after
     UNION
     SELECT account_id FROM ledger_entries WHERE account_version = 1 AND balance_after <> amount`,
  );
  return {
    unbalancedTransactions: unbalanced.map((row) => BigInt(row.id)),
    inconsistentAccounts: inconsistent.map((row) => BigInt(row.id)),
  };
}
