import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { forgetSession } from '../../shared/session/forget-session.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../../shared/storage/storage-keys.ts';
import { skinnedTemplates, type TRouteEntry } from '../routes/route-table.ts';
import { navigationHistory } from './navigation-history.ts';
import { decideNavigation } from './navigation-rules.ts';

/** Applies the navigation rules to one route, then the after-navigation steps of SPEC §2. */
export function RouteGuard({ entry, children }: { entry: TRouteEntry; children: ReactNode }) {
  const location = useLocation();
  const liveSession = useSessionStore((s) => s.session);
  // The rules apply on arrival (SPEC §2). A session ended while the user is here (the expiry
  // timer, a refused call) must not re-run them: whoever ended it sends the user on already,
  // and the next screen may still be loading while this one shows.
  const [arrival, setArrival] = useState({ key: location.key, session: liveSession });
  if (arrival.key !== location.key) setArrival({ key: location.key, session: liveSession });
  const session = arrival.key === location.key ? arrival.session : liveSession;
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
    if (clearsToken) forgetSession(queryClient);
    localStore.set(storageKeys.betClientTemplate, entry.betClientTemplate ?? '');
    navigationHistory.record(location.pathname);
  }, [passes, clearsToken, entry, location.pathname, queryClient]);

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
