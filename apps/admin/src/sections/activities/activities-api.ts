import {
  ZAdminActivity,
  ZAdminActivityClaims,
  ZAdminActivityList,
  ZAdminActivityPreview,
  type ZSaveActivityRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

/** The back office's activity routes (apps/server admin-activity-routes.ts), one function each. */

const base = '/api/Admin/Activities';
const activitiesKey = ['admin', 'activities'] as const;

/** A save request as the form sends it: amounts as the typed decimal text, parsed by the server. */
export type TSaveActivityBody = z.input<typeof ZSaveActivityRequest>;

export const activitiesQuery = queryOptions({
  queryKey: [...activitiesKey, 'list'],
  queryFn: () => apiGet(base, wireSchema(ZAdminActivityList)),
});

export const activityPreviewQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activitiesKey, 'preview', activityId],
    queryFn: () =>
      apiGet(`${base}/Preview`, wireSchema(ZAdminActivityPreview), { ActivityId: activityId }),
  });

export const activityClaimsQuery = (activityId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...activitiesKey, 'claims', activityId, page, pageSize],
    queryFn: () =>
      apiGet(`${base}/Claims`, wireSchema(ZAdminActivityClaims), {
        ActivityId: activityId,
        Page: page,
        PageSize: pageSize,
      }),
  });

/** Every change answers the activity as it now is; the list, preview and claims reload. */
function useActivityChange<TInput>(
  send: (input: TInput) => Promise<z.output<typeof ZAdminActivity>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
}

export const useSaveActivity = () =>
  useActivityChange((body: TSaveActivityBody) =>
    apiPost(`${base}/Save`, body, wireSchema(ZAdminActivity)),
  );

export const useScheduleActivity = () =>
  useActivityChange((activityId: number) =>
    apiPost(`${base}/Schedule`, { ActivityId: activityId }, wireSchema(ZAdminActivity)),
  );

export const useStopActivity = () =>
  useActivityChange((input: { activityId: number; reason: string }) =>
    apiPost(
      `${base}/Stop`,
      { ActivityId: input.activityId, Reason: input.reason },
      wireSchema(ZAdminActivity),
    ),
  );
