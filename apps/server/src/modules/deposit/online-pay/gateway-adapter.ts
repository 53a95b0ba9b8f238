import type { TResult } from '../../../platform/result.ts';

/** What a gateway says of an order; anything else a gateway sends is refused as malformed. */
export const gatewayStatuses = ['paid', 'pending', 'failed'] as const;
export type TGatewayStatus = (typeof gatewayStatuses)[number];

export interface TGatewayOrderRequest {
  orderNo: string;
  /** Thousandths; a gateway takes whole fen only. */
  amount: bigint;
  notifyUrl: string;
  returnUrl: string;
  /** The gateway's product code (e.g. "wechat", "alipay", "bank"), from the channel's settings. */
  payType: string;
}

export interface TGatewayOrder {
  payUrl: string;
  gatewayOrderId: string;
}

/** An order as the gateway's books tell it (query and statement answers). */
export interface TGatewayOrderState {
  orderNo: string;
  gatewayOrderId: string;
  amount: bigint;
  status: TGatewayStatus;
  /** When the gateway last changed it (ms). */
  at: number;
}

export interface TGatewayCallback extends TGatewayOrderState {
  /** The sender's clock, checked against ours (ms). */
  sentAt: number;
}

/**
 * A payment gateway as the product needs it: open an order the player pays on the gateway's
 * page, check a callback's signature and read it, ask for one order (a callback that never came)
 * or a day's statement (reconciliation). http-gateway.ts talks to one over HTTP.
 */
export interface TGatewayAdapter {
  readonly code: string;
  createOrder(request: TGatewayOrderRequest): Promise<TResult<TGatewayOrder>>;
  verifyCallback(
    headers: Readonly<Record<string, string | string[] | undefined>>,
    rawBody: string,
    now: number,
  ): TResult<TGatewayCallback>;
  queryOrder(orderNo: string): Promise<TResult<TGatewayOrderState | null>>;
  listOrders(fromMs: number, toMs: number): Promise<TResult<readonly TGatewayOrderState[]>>;
}
