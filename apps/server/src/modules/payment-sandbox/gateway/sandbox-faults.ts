import type { TGatewayStatus } from '../../deposit/online-pay/gateway-adapter.ts';

/**
 * The failures a real gateway shows, which the sandbox reproduces on request (per order on its
 * payment page, or by default in its merchant settings):
 * - duplicate: the paid callback three times;
 * - late: the callback only after the merchant's late delay (the order has expired by then);
 * - outOfOrder: a "pending" callback after the "paid" one;
 * - wrongAmount: the player pays one unit more than the order asked;
 * - badSignature: a forged callback (signed with another key) before the genuine one;
 * - noCallback: none at all: the merchant must ask (query) to learn the order was paid.
 */
export const sandboxFaults = [
  'duplicate',
  'late',
  'outOfOrder',
  'wrongAmount',
  'badSignature',
  'noCallback',
] as const;
export type TSandboxFault = (typeof sandboxFaults)[number];

export const isSandboxFault = (text: string): text is TSandboxFault =>
  (sandboxFaults as readonly string[]).includes(text);

/** What the player pays with the wrongAmount failure: one currency unit more. */
export const wrongAmountExtra = 1000n;

export interface TPlannedNotice {
  status: TGatewayStatus;
  amount: bigint;
  forged: boolean;
  dueAt: number;
}

/** The callbacks owed once the player paid or abandoned, in the order they are due. */
export function planNotices(input: {
  outcome: Extract<TGatewayStatus, 'paid' | 'failed'>;
  amount: bigint;
  faults: readonly TSandboxFault[];
  now: number;
  lateDelayMs: number;
}): TPlannedNotice[] {
  const { outcome, amount, faults, now } = input;
  if (faults.includes('noCallback')) return [];
  const has = (fault: TSandboxFault) => faults.includes(fault);
  const dueAt = has('late') ? now + input.lateDelayMs : now;
  const genuine = { status: outcome, amount, forged: false, dueAt };
  const notices: TPlannedNotice[] = [];
  if (has('badSignature')) notices.push({ ...genuine, forged: true });
  notices.push(genuine);
  if (outcome === 'paid' && has('duplicate')) notices.push(genuine, genuine);
  // Due a millisecond later: the sender's queue delivers it after the paid one.
  if (outcome === 'paid' && has('outOfOrder'))
    notices.push({ ...genuine, status: 'pending', dueAt: dueAt + 1 });
  return notices;
}
