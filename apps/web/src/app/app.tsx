import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { routeForError } from '../shared/api/error-routing.ts';
import { configureHttp } from '../shared/api/http-client.ts';
import { learnSiteTimeZone } from '../shared/format/learn-site-time-zone.ts';
import { currentLanguage } from '../shared/i18n/i18n.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { endSessionAndGo } from './end-session.ts';
import { queryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

// Before the router: it starts the first screen's calls (router.tsx), which need the token.
configureHttp({
  token: () => useSessionStore.getState().session?.accessToken ?? null,
  language: currentLanguage,
  onFailure(call) {
    const route = routeForError(call, window.location.pathname);
    if (route.kind === 'none') return;
    const go = (to: string) => router.navigate(to, { replace: true });
    void (route.clearSession ? endSessionAndGo(go, route.to) : go(route.to));
  },
});
void learnSiteTimeZone();
const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
