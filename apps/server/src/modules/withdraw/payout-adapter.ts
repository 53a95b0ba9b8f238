import type { TPayoutNotification } from '@lottery/contracts';

/**
 * The payout provider (the outside party that sends the money to a card, address or e-wallet).
 * submit is idempotent by order number on the provider's side: submitting an order again
 * answers the payout it already has, so an answer lost on the way is recovered by asking again.
 */
export interface TPayoutOrder {
  orderNo: string;
  amount: bigint;
  type: number;
  provider: string;
  accountNumber: string;
  holderName: string | null;
  branch: string | null;
}

export type TPayoutSubmit =
  | { kind: 'accepted'; ref: string }
  | { kind: 'rejected'; reason: string }
  /** No answer (timeout, network): whether the provider took it is not known. */
  | { kind: 'unavailable' };

export type TPayoutStatus =
  | { kind: 'processing'; ref: string }
  | { kind: 'paid'; ref: string; amount: bigint }
  | { kind: 'failed'; ref: string; reason: string }
  /** The provider has no such order (it never arrived), or did not answer. */
  | { kind: 'unknown' };

/** One line of the provider's statement (what it says it did), for the daily reconciliation. */
export interface TPayoutStatementLine {
  ref: string;
  orderNo: string;
  amount: bigint;
  at: number;
  state: 'processing' | 'paid' | 'failed';
}

export interface TPayoutAdapter {
  name: string;
  submit(order: TPayoutOrder): Promise<TPayoutSubmit>;
  query(orderNo: string): Promise<TPayoutStatus>;
  /** Whether a notification was signed by the provider. */
  verifyNotification(notification: TPayoutNotification): boolean;
  /** The provider's payouts created in [fromMs, toMs). */
  statement(fromMs: number, toMs: number): Promise<readonly TPayoutStatementLine[]>;
}
