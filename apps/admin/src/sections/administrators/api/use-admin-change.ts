import { ZStateResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * The POSTs that change an administrator or a role (each audited by the server), answering
 * their contract's body; every read of this folder is refreshed after one succeeds.
 */
export const adminChanges = {
  setRole: '/api/Admin/Admins/SetRole',
  setDisabled: '/api/Admin/Admins/SetDisabled',
  resetSecondFactor: '/api/Admin/Admins/ResetSecondFactor',
  setAllowedNetworks: '/api/Admin/Admins/SetAllowedNetworks',
  endSession: '/api/Admin/Admins/Sessions/End',
  createAdmin: '/api/Admin/Admins',
  createRole: '/api/Admin/Roles',
  updateRole: '/api/Admin/Roles/Update',
} as const;

export function useAdminChange<TBody>(
  path: (typeof adminChanges)[keyof typeof adminChanges],
  schema: z.ZodType = ZStateResponse,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody): Promise<unknown> => apiPost(path, body, schema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
    },
  });
}
