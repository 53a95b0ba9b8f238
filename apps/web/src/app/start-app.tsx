import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { routeForError } from '../shared/api/error-routing.ts';
import { configureHttp } from '../shared/api/http-client.ts';
import { formatAmount } from '../shared/format/format-amount.ts';
import { learnSiteTimeZone } from '../shared/format/learn-site-time-zone.ts';
import { currentLanguage, initI18n } from '../shared/i18n/i18n.ts';
import { nextTask } from '../shared/scheduling/next-task.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { App } from './app.tsx';
import { endSessionAndGo } from './end-session.ts';
import { queryClient } from './query-client.ts';
import { createAppRouter, preloadFirstScreen, type TAppRouter } from './router.tsx';

/**
 * Starts the app in steps, a task each: the first screen's requests, then the texts, then the
 * route table, then a player's number formatter, then, once the first screen's code is here, the
 * first render. Done at once, they were one task of 250 ms on a phone (4x CPU in Chromium), which
 * blocks input for all of it and counts whole in Total Blocking Time. Resolves to the React root,
 * once its first render is asked for.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  let resolveRouter: (router: TAppRouter) => void = () => undefined;
  const routerReady = new Promise<TAppRouter>((resolve) => (resolveRouter = resolve));
  // Before the first screen's requests, which need the token.
  configureHttp({
    token: () => useSessionStore.getState().session?.accessToken ?? null,
    language: currentLanguage,
    onFailure(call) {
      const route = routeForError(call, window.location.pathname);
      if (route.kind === 'none') return;
      const go = (to: string) =>
        routerReady.then((router) => router.navigate(to, { replace: true }));
      void (route.clearSession ? endSessionAndGo(go, route.to) : go(route.to));
    },
  });
  void learnSiteTimeZone(queryClient);
  const firstScreen = await preloadFirstScreen(window.location.pathname);
  await nextTask();
  initI18n();
  await nextTask();
  const router = createAppRouter();
  resolveRouter(router);
  await nextTask();
  // The first Intl object of a page loads the browser's locale data: 20 ms on a desktop, four
  // times that on a phone, inside whichever render formats a number first (the bet page's).
  // Built while the screen's chunks download, the formatter that render needs is ready. Only for
  // a player, whom the shell shows a balance: the login and register screens format no amount.
  if (useSessionStore.getState().session) formatAmount(0, currentLanguage());
  // Rendered with its code here, the first screen shows with its first render; index.html's
  // loading overlay stands until then.
  await firstScreen.chunks;
  await nextTask();
  const root = createRoot(container);
  // As a transition React renders it in slices, yielding between them, where the whole first
  // screen in one piece was a task of 330 ms on a phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  return root;
}
