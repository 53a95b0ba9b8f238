import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { keepTokenFresh } from '../auth/api/keep-token-fresh.ts';
import { configureClient } from '../shared/api/client.ts';
import { learnSiteTimeZone } from '../shared/format/learn-site-time-zone.ts';
import { currentLanguage } from '../shared/i18n/i18n.ts';
import { consoleToken, forgetSession, useSessionStore } from '../shared/session/session-store.ts';
import { loginPathFor, withoutBasename } from './guards/login-path.ts';
import { queryClient } from './query-client.ts';
import { createConsoleRouter } from './router.tsx';

// Before the router: the first screen's calls need the token.
configureClient({
  token: consoleToken,
  language: currentLanguage,
  onSessionRefused() {
    // A refused pending login (wrong code, expired) is the login screens' to explain.
    if (!useSessionStore.getState().session) return;
    // Expired, ended elsewhere, disabled: back to the login, then to where the administrator was.
    const { pathname, search } = router.state.location;
    forgetSession();
    queryClient.clear();
    void router.navigate(loginPathFor(withoutBasename(pathname) + search), { replace: true });
  },
});
void learnSiteTimeZone();
keepTokenFresh();
const router = createConsoleRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
