import { depositStates } from '@lottery/contracts';
import type { TDepositOrder } from '../deposit-order-row.ts';
import type { TGatewayOrderState } from './gateway-adapter.ts';

export type TCallbackDecision =
  | { act: 'credit' }
  | { act: 'review'; reason: 'late' | 'amount' }
  | { act: 'cancel' }
  | { act: 'ignore' }
  | { act: 'alreadyDone' };

/**
 * What a gateway's word on an order means for the deposit, the first time it is said (repeats
 * never get here): paid with the order's amount while the order is open credits it; a payment
 * for an order that expired or was cancelled, or of another amount, goes to finance's review;
 * "failed" closes an open order; "pending" says nothing new (after "paid" it is out of order).
 */
export function decideCallback(
  order: Pick<TDepositOrder, 'state' | 'amount' | 'expiresAt'>,
  report: Pick<TGatewayOrderState, 'status' | 'amount'>,
  now: number,
): TCallbackDecision {
  const open = order.state === depositStates.waiting || order.state === depositStates.createOrder;
  if (report.status === 'pending') return { act: 'ignore' };
  if (report.status === 'failed') return open ? { act: 'cancel' } : { act: 'ignore' };
  if (order.state === depositStates.confirm) return { act: 'alreadyDone' };
  if (!open || order.expiresAt <= now) return { act: 'review', reason: 'late' };
  if (report.amount !== order.amount) return { act: 'review', reason: 'amount' };
  return { act: 'credit' };
}
