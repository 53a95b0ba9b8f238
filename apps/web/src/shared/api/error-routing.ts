import { ipRestrictedCode } from '@lottery/contracts';

export interface TFailedCall {
  status: number;
  /** The parsed error body, when the answer had one. */
  body: { Code?: number; Message?: string; OfflineEndTime?: string } | null;
  /** API path of the call, without query: /api/Wallet/GetWalletAmount */
  apiPath: string;
}

export type TErrorRoute =
  { kind: 'none' } | { kind: 'navigate'; to: string; clearSession: boolean };

/**
 * Calls made so often that a passing failure must not throw the user out (SPEC §8): only a
 * refused session (401/403) or maintenance reroutes for them.
 */
export const frequentCalls: ReadonlySet<string> = new Set([
  '/api/Token/Login',
  '/api/Token/Refresh',
  '/api/Wallet/GetWalletAmount',
  '/api/BetRecord/Search',
  '/api/Schedule/Search',
  '/api/RedPackRain/GetWinnerList',
]);

const quietPages: ReadonlySet<string> = new Set(['/Offline', '/IPRestricted']);

function mentionsIpRestriction(body: TFailedCall['body']): boolean {
  return body?.Code === ipRestrictedCode || /IP/.test(body?.Message ?? '');
}

/**
 * /ErrorMsg's query for a refused session: the server's text (SPEC §8's Msg) and its code, by
 * which the page shows the catalogue's text in the reader's language (error-msg-page.tsx).
 */
function errorMsgQuery(body: NonNullable<TFailedCall['body']>): string {
  const query = new URLSearchParams({ Msg: body.Message ?? '' });
  if (body.Code !== undefined) query.set('Code', String(body.Code));
  return query.toString();
}

/** Where a failed call takes the user, by the rules of SPEC §8. */
export function routeForError(call: TFailedCall, currentPath: string): TErrorRoute {
  if (quietPages.has(currentPath)) return { kind: 'none' };
  const { status, body } = call;
  const refused = (status === 401 || status === 403) && body !== null;
  const offline = status === 503 && Boolean(body?.OfflineEndTime);
  if (frequentCalls.has(call.apiPath) && !refused && !offline) return { kind: 'none' };
  if (refused) {
    if (mentionsIpRestriction(body))
      return { kind: 'navigate', to: '/IPRestricted', clearSession: true };
    return {
      kind: 'navigate',
      to: `/ErrorMsg?${errorMsgQuery(body)}`,
      clearSession: true,
    };
  }
  if (offline) {
    return {
      kind: 'navigate',
      to: `/Offline?EndTime=${encodeURIComponent(body?.OfflineEndTime ?? '')}`,
      clearSession: true,
    };
  }
  if (status === 500) return { kind: 'navigate', to: '/ErrorMsg', clearSession: false };
  return { kind: 'none' };
}
