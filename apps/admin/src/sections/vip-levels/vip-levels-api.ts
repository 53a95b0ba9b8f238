import { ZAdminVipLevel, ZAdminVipLevelList, type ZSaveVipLevelRequest } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

const path = '/api/Admin/Vip/Levels';

export type TVipLevelView = z.output<typeof ZAdminVipLevel>;
/** A save as the form sends it: amounts as the typed decimal text. */
export type TSaveVipLevelBody = z.input<typeof ZSaveVipLevelRequest>;

export const vipLevelsQuery = queryOptions({
  queryKey: ['admin', 'vip-levels'],
  queryFn: () => apiGet(path, wireSchema(ZAdminVipLevelList)),
});

/** Replaces one level's settings; the table reloads either way. */
export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveVipLevelBody) =>
      apiPost(`${path}/Save`, body, wireSchema(ZAdminVipLevel)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipLevelsQuery.queryKey }),
  });
}
