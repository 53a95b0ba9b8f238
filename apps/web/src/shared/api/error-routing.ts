import { playerErrorNameOf, playerErrors, type TLanguage } from '@lottery/contracts';

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
  return body?.Code === playerErrors.IpRestricted.code || /IP/.test(body?.Message ?? '');
}

/** The message for a refused session, by code from the shared catalogue, else the server's text. */
function messageFor(body: NonNullable<TFailedCall['body']>, language: TLanguage): string {
  const name = body.Code === undefined ? undefined : playerErrorNameOf(body.Code);
  return (
    (name && !playerErrors[name].text[language].includes('{')
      ? playerErrors[name].text[language]
      : body.Message) ?? ''
  );
}

/** Where a failed call takes the user, by the rules of SPEC §8. */
export function routeForError(
  call: TFailedCall,
  currentPath: string,
  language: TLanguage,
): TErrorRoute {
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
      to: `/ErrorMsg?Msg=${encodeURIComponent(messageFor(body, language))}`,
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
