/** Query keys of this folder's reads; writes invalidate through them. */
export const adminKeys = {
  all: ['admin', 'administrators'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  sessions: (adminId: number) => [...adminKeys.all, 'sessions', adminId] as const,
  roles: () => ['admin', 'roles'] as const,
};
