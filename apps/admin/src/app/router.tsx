import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AuthRoutes } from '../auth/auth-routes.tsx';
import { sections } from '../sections/index.ts';
import { RequireSession } from './guards/require-session.tsx';
import { SectionRoute } from './guards/section-route.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { SectionFailedPage } from './pages/section-failed-page.tsx';
import { ConsoleLayout } from './shell/console-layout.tsx';

/**
 * The console's routes, under /admin: the login screens, then the signed-in shell with one
 * route per section of sections/index.ts (each routing its own sub-paths), a start page and the
 * 404 page. Built from the section table, never edited per section.
 */
export function consoleRoutes(): RouteObject[] {
  return [
    { path: '/login/*', element: <AuthRoutes /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <HomePage /> },
        {
          element: <Outlet />,
          errorElement: <SectionFailedPage />,
          children: sections.map((section) => ({
            path: `${section.path}/*`,
            element: <SectionRoute section={section} />,
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createConsoleRouter = () =>
  createBrowserRouter(consoleRoutes(), { basename: '/admin' });
