import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSessionStore } from '../shared/session/session-store.ts';
import { EnrolTotpPage } from './enrol-totp-page.tsx';
import { LoginPage } from './login-page.tsx';
import { VerifyTotpPage } from './verify-totp-page.tsx';

/**
 * /admin/login and its second-factor steps. The steps need the pending login of the password
 * step (kept in memory): without it, as after a reload, they lead back to the password.
 */
export function AuthRoutes() {
  const hasPending = useSessionStore((state) => state.pending !== null);
  const stepOr = (element: ReactElement) =>
    hasPending ? element : <Navigate to="/login" replace />;
  return (
    <div className="auth-screen">
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="enrol" element={stepOr(<EnrolTotpPage />)} />
        <Route path="verify" element={stepOr(<VerifyTotpPage />)} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </div>
  );
}
