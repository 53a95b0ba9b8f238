import { ZBonusGrant, ZBonusWallet, type TAdminBonusGrantRequest } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

const path = '/api/Admin/BonusGrants';
const walletKey = ['admin', 'bonus-wallet'] as const;

export type TBonusWalletView = z.output<typeof ZBonusWallet>;
export type TBonusGrantView = TBonusWalletView['Grants'][number];
/** A grant as the form sends it: the amount as typed decimal text. */
export type TBonusGrantBody = Omit<TAdminBonusGrantRequest, 'Amount'> & { Amount: string };

export const bonusWalletQuery = (loginId: string) =>
  queryOptions({
    queryKey: [...walletKey, loginId],
    queryFn: () => apiGet(path, wireSchema(ZBonusWallet), { LoginId: loginId }),
    enabled: loginId !== '',
  });

/**
 * Grants a bonus; the key is made when the administrator opens the form, so a retry after a
 * lost answer is the same grant (the server answers the first one again).
 */
export function useGrantBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TBonusGrantBody; idempotencyKey: string }) =>
      apiPost(path, body, wireSchema(ZBonusGrant), { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}
