import type { TDepositInstructions, TDepositType } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TResult } from '../../../platform/result.ts';
import type { TDepositChannel } from '../deposit-channel-row.ts';
import type { TDepositOrder } from '../deposit-order-row.ts';

/**
 * How a channel type takes money (bank transfer, a payment gateway, a chain). An order is created
 * and committed first (state createOrder); then its kind's open() is called outside any
 * transaction, since it may ask an outside party; what it answers is stored in a second
 * transaction (create-deposit-order.ts). A failure cancels the order and is the player's answer
 * (DepositChannelMatching unless the kind names its own, e.g. DepositRateUnavailable).
 */
export interface TDepositKind {
  /** The channel types (packages/contracts depositTypes) this kind opens orders for. */
  readonly types: readonly TDepositType[];
  /** Checks a channel's settings blob when finance saves it (DepositChannelInvalid). */
  checkSettings(channel: TDepositChannelDraft): TResult<void>;
  open(context: TDepositKindContext): Promise<TResult<TDepositOpening>>;
}

/** What finance saves for a channel, before it is stored. */
export type TDepositChannelDraft = Omit<TDepositChannel, 'id' | 'createdAt' | 'updatedAt'>;

export interface TDepositKindContext {
  order: TDepositOrder;
  channel: TDepositChannel;
  now: number;
}

/** What open() learnt: the player's instructions and what the order keeps of them. */
export interface TDepositOpening {
  instructions: TDepositInstructions;
  /** The gateway's order id, when it gave one. */
  externalRef?: string;
  /** Chains: the address (and memo) to pay, the USDT amount, the rate and its lock. */
  address?: string;
  memo?: string;
  cryptoAmount?: string;
  rate?: string;
  rateLockedUntil?: number;
  /** A shorter or longer life than the channel's expiry, when the outside party sets one. */
  expiresAt?: number;
}

/** What kinds may need from the server; the online and USDT parts add their adapters here. */
export interface TDepositKindDeps {
  db: TDatabase;
  clock: TClock;
}
