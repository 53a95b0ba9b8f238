import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an operator's desk ticket carries: the console session it was issued to, and from where. */
export interface TDeskTicketClaims {
  adminToken: string;
  ip: string;
}

/** A desk ticket opens a hub connection this long after it was issued; the connection then lives. */
export const deskTicketTtlMs = 60_000;

const visitorPrefix = 'visitor.';
const deskPrefix = 'desk.';

/**
 * The hub's two access tokens besides a player's: a visitor's (no account: it names a
 * service_visitors row, and the client keeps it so a reload keeps the conversation) and an
 * operator's desk ticket. Both are HMACs with the server's token secret; neither is a JWT, so
 * the player and administrator token services never take one for theirs, nor the reverse.
 */
export function serviceTokens(secret: Uint8Array) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const signed = (body: string) => `${body}.${mac(body)}`;
  /** The body of a token whose signature holds, or null. */
  const bodyOf = (token: string): string | null => {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(mac(body));
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
  };
  return {
    isVisitorToken: (token: string) => token.startsWith(visitorPrefix),
    isDeskTicket: (token: string) => token.startsWith(deskPrefix),
    visitorToken: (visitorId: number) => signed(`${visitorPrefix}${visitorId}`),
    /** The visitor id a token names, or null when it is not a valid visitor token. */
    visitorOf(token: string): number | null {
      const body = bodyOf(token);
      if (!body?.startsWith(visitorPrefix)) return null;
      const id = Number(body.slice(visitorPrefix.length));
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    },
    deskTicket: (claims: TDeskTicketClaims, nowMs: number) =>
      signed(
        `${deskPrefix}${Buffer.from(
          JSON.stringify({ t: claims.adminToken, ip: claims.ip, e: nowMs + deskTicketTtlMs }),
        ).toString('base64url')}`,
      ),
    /** The claims of a valid desk ticket not yet expired, or null. */
    deskOf(token: string, nowMs: number): TDeskTicketClaims | null {
      const body = bodyOf(token);
      if (!body?.startsWith(deskPrefix)) return null;
      const claims = JSON.parse(
        Buffer.from(body.slice(deskPrefix.length), 'base64url').toString(),
      ) as { t: string; ip: string; e: number };
      return claims.e > nowMs ? { adminToken: claims.t, ip: claims.ip } : null;
    },
  };
}

export type TServiceTokens = ReturnType<typeof serviceTokens>;
