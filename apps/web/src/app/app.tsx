import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useUserInfo } from '../features/user-info/user-info-store.ts';
import { routeForError } from '../shared/api/error-routing.ts';
import { configureHttp } from '../shared/api/http-client.ts';
import { currentLanguage } from '../shared/i18n/i18n.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { createAppRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createAppRouter();

configureHttp({
  token: () => useSessionStore.getState().session?.accessToken ?? null,
  language: currentLanguage,
  onFailure(call) {
    const route = routeForError(call, window.location.pathname, currentLanguage());
    if (route.kind === 'none') return;
    if (route.clearSession) {
      useSessionStore.getState().clear();
      useUserInfo.getState().reset();
      queryClient.clear();
    }
    void router.navigate(route.to, { replace: true });
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
