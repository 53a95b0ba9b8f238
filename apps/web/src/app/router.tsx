import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { gameDataQuery } from '../shared/lottery/game-data-query.ts';
import { nextTask } from '../shared/scheduling/next-task.ts';
import { useSessionStore } from '../shared/session/session-store.ts';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';
import { RouteGuard } from './guards/route-guard.tsx';
import { queryClient } from './query-client.ts';
import { prefetchFirstScreen } from './routes/prefetch-first-screen.ts';
import { preloadable } from './routes/preloadable.tsx';
import { routeTable, type TRouteEntry } from './routes/route-table.ts';
import { NotAvailableScreen, screens } from './routes/screens.tsx';
import { SessionRuntime } from './session-runtime.tsx';

/** Loaded on demand, so the shell and its elements stay out of the index chunk the login page loads. */
const ShellLayout = preloadable(() => import('./shell/shell-layout.tsx'));

function routeObject(entry: TRouteEntry): RouteObject {
  const Screen = entry.screen ? screens[entry.screen] : NotAvailableScreen;
  return {
    path: entry.path,
    element: (
      <RouteGuard entry={entry}>
        <Screen />
      </RouteGuard>
    ),
  };
}

const inShell = (entry: TRouteEntry) => entry.access === 'shell' || entry.access === 'agent';
const hasSession = () => {
  const session = useSessionStore.getState().session;
  return session !== null && session.expiresAt > Date.now();
};

/** The shell around a public screen while a user is logged in (TRouteEntry.shellWhenLoggedIn). */
function ShellWhenLoggedIn() {
  const isLoggedIn = useSessionStore((s) => s.session !== null);
  return isLoggedIn ? <ShellLayout /> : <Outlet />;
}

/**
 * Starts what the first screen of a visit needs at once, side by side: its chunk, the shell's
 * for a screen inside it, and with a session the LotteryGame/Data every shell screen reads (the
 * shell asks for it too and gets this request). Left to the first render, the shell's chunk is
 * asked for when React first renders, the screen's once the shell has rendered and the data after
 * that, one round trip after another on a phone's network. So does what the screen's first paint
 * needs besides (routes/prefetch-first-screen.ts). A task each, the first one too: a chunk's
 * start inserts a preload link for every chunk it imports (the bet page's are some fifty), which
 * took 120 ms of a phone's time (4x CPU) inside the app's first task, and together with the first
 * calls through the query client they made a task of 150 ms. Resolves once they have started;
 * `chunks` once the screen's and the shell's code is here (or failed to come).
 */
export async function preloadFirstScreen(pathname: string): Promise<{ chunks: Promise<unknown> }> {
  const match = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path })),
    pathname,
  )?.[0];
  const entry = routeTable.find((candidate) => candidate.path === match?.route.path);
  if (!entry || !match) return { chunks: Promise.resolve() };
  await nextTask();
  const screen = entry.screen ? screens[entry.screen].preload() : undefined;
  const prefetchScreenData = () => {
    if (entry.screen) prefetchFirstScreen[entry.screen]?.(match.params, queryClient);
  };
  if (!inShell(entry) && !(entry.shellWhenLoggedIn && hasSession())) {
    prefetchScreenData();
    return { chunks: screen ?? Promise.resolve() };
  }
  await nextTask();
  const chunks = Promise.all([screen, ShellLayout.preload()]);
  // The guard sends a visitor without a session to log in: what shows first is not this screen,
  // and on a phone's network its code would hold that up.
  if (!hasSession()) return { chunks: Promise.resolve() };
  await nextTask();
  void queryClient.prefetchQuery(gameDataQuery);
  prefetchScreenData();
  return { chunks };
}

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): TAppRouter {
  return createBrowserRouter([
    {
      element: (
        <>
          <SessionRuntime />
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        ...routeTable
          .filter((entry) => !inShell(entry) && !entry.shellWhenLoggedIn)
          .map(routeObject),
        {
          element: <ShellWhenLoggedIn />,
          children: routeTable.filter((entry) => entry.shellWhenLoggedIn).map(routeObject),
        },
        { element: <ShellLayout />, children: routeTable.filter(inShell).map(routeObject) },
        { path: '*', element: <NotAvailableScreen /> },
      ],
    },
  ]);
}
