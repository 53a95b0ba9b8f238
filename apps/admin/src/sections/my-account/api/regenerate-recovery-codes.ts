import { ZAdminRecoveryCodesResponse } from '@lottery/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';

/** Ten new recovery codes (the old ones stop working), on a right authenticator code. */
export const useRegenerateRecoveryCodes = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiPost(
        '/api/AdminAuth/RecoveryCodes/Regenerate',
        { Code: code },
        ZAdminRecoveryCodesResponse,
      ),
  });
