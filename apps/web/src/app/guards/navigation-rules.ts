import type { TRouteEntry } from '../routes/route-table.ts';

export type TNavigationDecision =
  { kind: 'pass'; clearToken: boolean } | { kind: 'redirect'; to: string; fullPageLoad: boolean };

export interface TNavigationInput {
  route: Pick<TRouteEntry, 'path' | 'access'>;
  hasToken: boolean;
  isAgent: boolean;
  /** Path the user comes from; null on the first page of a visit, which counts as Home. */
  fromPath: string | null;
}

/**
 * The navigation rules of SPEC §2, in their order: arriving at /Login clears the token; public
 * routes pass; without a token, leaving Home goes to /Login by a full page load and anything else
 * to /Timeout; agent-only routes send non-agents to /.
 */
export function decideNavigation({
  route,
  hasToken,
  isAgent,
  fromPath,
}: TNavigationInput): TNavigationDecision {
  if (route.path === '/Login') return { kind: 'pass', clearToken: true };
  if (route.access === 'public') return { kind: 'pass', clearToken: false };
  if (!hasToken) {
    const fromHome = fromPath === null || fromPath === '/';
    return fromHome
      ? { kind: 'redirect', to: '/Login', fullPageLoad: true }
      : { kind: 'redirect', to: '/Timeout', fullPageLoad: false };
  }
  if (route.access === 'agent' && !isAgent)
    return { kind: 'redirect', to: '/', fullPageLoad: false };
  return { kind: 'pass', clearToken: false };
}
