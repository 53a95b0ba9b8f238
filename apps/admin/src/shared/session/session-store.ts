import { useMemo } from 'react';
import { create } from 'zustand';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';
import type { TAdminPermission } from './permission.ts';

/** The administrator signed in: what the shell shows and what the navigation is filtered by. */
export interface TAdminIdentity {
  loginId: string;
  roleName: string;
  permissions: readonly TAdminPermission[];
}

/** A session that passed its second factor: its bearer token and its administrator. */
export interface TConsoleSession {
  token: string;
  admin: TAdminIdentity;
}

/**
 * A login whose password was right and whose second factor is still to come: its token answers
 * only the second-factor routes. Kept in memory only: a reload starts the login again.
 */
export interface TPendingLogin {
  token: string;
  loginId: string;
  /** No authenticator yet: enrolment (QR code, first code, recovery codes) comes first. */
  needsEnrolment: boolean;
}

interface TSessionState {
  session: TConsoleSession | null;
  pending: TPendingLogin | null;
}

function isSession(value: unknown): value is TConsoleSession {
  const session = value as TConsoleSession | null;
  return (
    typeof session?.token === 'string' &&
    typeof session.admin?.loginId === 'string' &&
    typeof session.admin.roleName === 'string' &&
    Array.isArray(session.admin.permissions)
  );
}

const saved = localStore.get<unknown>(storageKeys.session);

/**
 * Kept in localStorage so a reload or a second tab stays signed in; the server still checks the
 * session behind the token at every call, so an ended session fails at once wherever it is kept.
 */
export const useSessionStore = create<TSessionState>(() => ({
  session: isSession(saved) ? saved : null,
  pending: null,
}));

export function startPendingLogin(pending: TPendingLogin): void {
  useSessionStore.setState({ pending });
}

export function startSession(session: TConsoleSession): void {
  localStore.set(storageKeys.session, session);
  useSessionStore.setState({ session, pending: null });
}

export function forgetSession(): void {
  localStore.remove(storageKeys.session);
  useSessionStore.setState({ session: null, pending: null });
}

/** The token every call carries: the console session's, else the pending login's. */
export function consoleToken(): string | null {
  const { session, pending } = useSessionStore.getState();
  return session?.token ?? pending?.token ?? null;
}

/** The signed-in administrator's permissions, empty when signed out. */
export function usePermissions(): ReadonlySet<TAdminPermission> {
  const permissions = useSessionStore((state) => state.session?.admin.permissions);
  return useMemo(() => new Set(permissions ?? []), [permissions]);
}
