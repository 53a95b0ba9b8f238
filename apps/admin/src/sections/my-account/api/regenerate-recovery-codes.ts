import { ZAdminRecoveryCodesResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { meKey } from './me.ts';

/** Ten new recovery codes (the old ones stop working), on a right authenticator code. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost(
        '/api/AdminAuth/RecoveryCodes/Regenerate',
        { Code: code },
        ZAdminRecoveryCodesResponse,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
