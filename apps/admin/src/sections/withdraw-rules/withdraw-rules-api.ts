import { ZWithdrawRules, type ZWithdrawRulesUpdate } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPut } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

const path = '/api/Admin/WithdrawRules';
const ZRulesWire = wireSchema(ZWithdrawRules);
/** The rules as they arrive: money as JSON numbers of currency units, null: no such limit. */
export type TRulesWire = z.output<typeof ZRulesWire>;
/** The PUT body as typed (amounts as decimal text), already checked against the contract. */
export type TRulesRequest = z.input<typeof ZWithdrawRulesUpdate>;

export const withdrawRulesQuery = queryOptions({
  queryKey: ['admin', 'withdraw-rules'],
  queryFn: () => apiGet(path, ZRulesWire),
});

/** PUT the whole rule set (the server checks that the limits fit together and audits it). */
export function useSaveWithdrawRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRulesRequest) => apiPut(path, request, ZRulesWire),
    onSuccess: (saved) => queryClient.setQueryData(withdrawRulesQuery.queryKey, saved),
  });
}
