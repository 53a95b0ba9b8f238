import { SessionsTable } from '../../../shared/sessions/sessions-table.tsx';
import { useAdminSessions } from '../api/admin-sessions.ts';
import { adminChanges, useAdminChange } from '../api/use-admin-change.ts';

/** Any administrator's sessions; a manager may end an open one. */
export function AdminSessions({ adminId, canManage }: { adminId: number; canManage: boolean }) {
  const sessions = useAdminSessions(adminId);
  const end = useAdminChange<{ SessionId: string }>(adminChanges.endSession);
  return (
    <SessionsTable
      sessions={sessions.data?.Sessions}
      isLoading={sessions.isLoading}
      error={sessions.error}
      {...(canManage
        ? {
            onEnd: {
              run: (sessionId: string) => end.mutateAsync({ SessionId: sessionId }),
              isPending: end.isPending,
              error: end.error,
            },
          }
        : {})}
    />
  );
}
