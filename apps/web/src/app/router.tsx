import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';
import { RouteGuard } from './guards/route-guard.tsx';
import { routeTable, type TRouteEntry } from './routes/route-table.ts';
import { NotAvailableScreen, screens } from './routes/screens.tsx';
import { SessionRuntime } from './session-runtime.tsx';

/** Lazy, so the shell and its elements stay out of the index chunk the login page loads. */
const ShellLayout = lazy(() => import('./shell/shell-layout.tsx'));

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

export function createAppRouter() {
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
        ...routeTable.filter((entry) => !inShell(entry)).map(routeObject),
        { element: <ShellLayout />, children: routeTable.filter(inShell).map(routeObject) },
        { path: '*', element: <NotAvailableScreen /> },
      ],
    },
  ]);
}
