import type { HubCallerContext } from '@lottery/signalr';
import type { TDeskTicketClaims } from './service-tokens.ts';

/** Who asks for customer service: a logged-in player (or agent) or a visitor without account. */
export type TAsker = { kind: 'player'; userId: number } | { kind: 'visitor'; visitorId: number };

/** The connection items product-hub's authenticate sets for a visitor and for an operator. */
export const serviceItems = {
  visitor: 'serviceVisitor',
  desk: 'serviceDesk',
  operator: 'serviceOperator',
} as const;

/** The asker behind a hub connection, or null (an operator's desk, or no identity). */
export function askerOf(context: HubCallerContext): TAsker | null {
  if (context.userId) return { kind: 'player', userId: Number(context.userId) };
  const visitorId = context.items.get(serviceItems.visitor);
  return typeof visitorId === 'number' ? { kind: 'visitor', visitorId } : null;
}

/** The operator a desk connection was opened for (checked at connect), or null. */
export function operatorIdOf(context: HubCallerContext): number | null {
  const adminId = context.items.get(serviceItems.operator);
  return typeof adminId === 'number' ? adminId : null;
}

/** The desk ticket a connection was opened with, or null. */
export function deskOf(context: HubCallerContext): TDeskTicketClaims | null {
  return (context.items.get(serviceItems.desk) as TDeskTicketClaims | undefined) ?? null;
}

/** The session column naming this asker, and its value. */
export const askerColumn = (asker: TAsker): ['user_id' | 'visitor_id', number] =>
  asker.kind === 'player' ? ['user_id', asker.userId] : ['visitor_id', asker.visitorId];
