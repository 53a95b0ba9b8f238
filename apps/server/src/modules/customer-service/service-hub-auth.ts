import type { AuthResult } from '@lottery/signalr';
import { serviceItems } from './service-askers.ts';
import type { TServiceHubDeps } from './service-deps.ts';

/**
 * The hub's check of a visitor token or an operator's desk ticket: the connection's identity,
 * null to refuse it (401), or undefined when the token is neither (a player's, checked by the
 * product hub). Neither has a user id, so no player method takes them.
 */
export async function serviceIdentity(
  deps: TServiceHubDeps,
  token: string,
): Promise<AuthResult | null | undefined> {
  if (deps.tokens.isVisitorToken(token)) {
    const visitorId = deps.tokens.visitorOf(token);
    return visitorId === null
      ? null
      : { userId: null, items: { [serviceItems.visitor]: visitorId } };
  }
  if (!deps.tokens.isDeskTicket(token)) return undefined;
  const ticket = deps.tokens.deskOf(token, deps.clock.now());
  if (!ticket) return null;
  const admin = await deps.operatorOf(ticket).catch(() => null);
  return admin
    ? {
        userId: null,
        items: { [serviceItems.desk]: ticket, [serviceItems.operator]: admin.adminId },
      }
    : null;
}
