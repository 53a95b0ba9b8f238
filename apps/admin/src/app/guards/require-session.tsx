import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { loginPathFor } from './login-path.ts';

/** The console's screens need a signed-in administrator; otherwise the login, keeping the path. */
export function RequireSession({ children }: { children: ReactNode }) {
  const hasSession = useSessionStore((state) => state.session !== null);
  const location = useLocation();
  if (!hasSession)
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
