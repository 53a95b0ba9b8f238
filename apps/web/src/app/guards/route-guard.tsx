import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { localStore, storageKeys } from '../../shared/storage/local-store.ts';
import { skinnedTemplates, type TRouteEntry } from '../routes/route-table.ts';
import { navigationHistory } from './navigation-history.ts';
import { decideNavigation } from './navigation-rules.ts';

/** Applies the navigation rules to one route, then the after-navigation steps of SPEC §2. */
export function RouteGuard({ entry, children }: { entry: TRouteEntry; children: ReactNode }) {
  const location = useLocation();
  const session = useSessionStore((s) => s.session);
  const clearSession = useSessionStore((s) => s.clear);
  const resetUserInfo = useUserInfo((s) => s.reset);
  const skinClass = useUserInfo((s) => s.skinClass);
  const queryClient = useQueryClient();
  const decision = decideNavigation({
    route: entry,
    hasToken: session !== null,
    isAgent: session?.isAgent ?? false,
    fromPath: navigationHistory.lastPath(),
  });

  const passes = decision.kind === 'pass';
  const clearsToken = decision.kind === 'pass' && decision.clearToken;
  useEffect(() => {
    if (!passes) return;
    if (clearsToken) {
      clearSession();
      resetUserInfo();
      queryClient.clear();
    }
    localStore.set(storageKeys.betClientTemplate, entry.betClientTemplate ?? '');
    navigationHistory.record(location.pathname);
  }, [passes, clearsToken, entry, location.pathname, clearSession, resetUserInfo, queryClient]);

  useEffect(() => {
    const skinned =
      entry.betClientTemplate !== undefined &&
      skinnedTemplates.has(entry.betClientTemplate) &&
      skinClass !== '';
    if (!skinned) return;
    document.body.classList.add(skinClass);
    return () => document.body.classList.remove(skinClass);
  }, [entry, skinClass]);

  const fullLoadTarget = decision.kind === 'redirect' && decision.fullPageLoad ? decision.to : null;
  useEffect(() => {
    if (fullLoadTarget) window.location.assign(fullLoadTarget);
  }, [fullLoadTarget]);

  if (decision.kind === 'redirect') {
    return decision.fullPageLoad ? null : <Navigate to={decision.to} replace />;
  }
  return <>{children}</>;
}
