import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * The double-entry ledger (migration 0008_ledger.sql): the only writer of balances. A ledger
 * transaction is a list of postings that sum to zero; post() applies them in the caller's database
 * transaction, so the balances and the entries explaining them commit together or not at all.
 *
 * One statement: the database function ledger_post (migration 0012) locks every account the
 * transaction touches in ascending id order (creating a user's account on its first use), so two
 * transactions over the same accounts cannot deadlock; checks under those locks that no balance
 * but the house's goes below zero, and if one would, writes nothing (post() answers
 * InsufficientFunds); otherwise changes the balances and writes the transaction and its entries,
 * each with its account's running balance and version.
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
 * The postings as ledger_post's parameter arrays (owners, kinds, amounts, cash-flow types,
 * memos), after checking that they balance. Throws on an unbalanced or empty transaction.
 */
export function postingArrays(postings: readonly TPosting[]): unknown[] {
  if (postings.length === 0) throw new RangeError('a ledger transaction has postings');
  if (postings.some((posting) => posting.amount === 0n))
    throw new RangeError('a posting moves a non-zero amount');
  if (postings.reduce((sum, posting) => sum + posting.amount, 0n) !== 0n)
    throw new RangeError('the postings of a ledger transaction sum to zero');
  return [
    postings.map(({ account }) => (account === 'house' ? null : account.userId)),
    postings.map(({ account }) => (account === 'house' ? 'house' : account.kind)),
    postings.map((posting) => posting.amount),
    postings.map((posting) => posting.cashFlowType ?? null),
    postings.map((posting) => posting.memo ?? null),
  ];
}

/** Applies a balanced transaction (see the header). */
export async function post(
  tx: TQueryable,
  transaction: TLedgerTransaction,
): Promise<TResult<TPosted>> {
  const rows = await tx.query<{
    posted_transaction_id: bigint;
    account_user_id: number | null;
    account_kind: TUserAccountKind;
    account_balance: bigint;
  }>('SELECT * FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8)', [
    transaction.kind,
    transaction.reference ?? null,
    transaction.at,
    ...postingArrays(transaction.postings),
  ]);
  const [first] = rows;
  if (!first) return fail('InsufficientFunds');
  const balances = new Map(
    rows.map((row) => [
      accountKey(
        row.account_user_id === null
          ? 'house'
          : { userId: row.account_user_id, kind: row.account_kind },
      ),
      BigInt(row.account_balance),
    ]),
  );
  return succeed({ transactionId: BigInt(first.posted_transaction_id), balances });
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
