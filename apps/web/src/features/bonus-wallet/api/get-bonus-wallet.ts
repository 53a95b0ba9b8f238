import type { ZBonusWallet } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';

export type TBonusWalletView = z.infer<typeof ZBonusWallet>;
export type TBonusGrantView = TBonusWalletView['Grants'][number];

/** POST /api/BonusWallet/GetBonusWallet: always fetched (the job may release a grant any time). */
export const bonusWalletQuery = queryOptions({
  queryKey: ['bonusWallet'],
  queryFn: () => apiPost<TBonusWalletView>('/api/BonusWallet/GetBonusWallet'),
  staleTime: 0,
});

export const useBonusWallet = () => useQuery(bonusWalletQuery);
