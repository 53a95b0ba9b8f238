import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ZAdminActivityClaims } from '@lottery/contracts';
import type { z } from 'zod';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { activityClaimsQuery } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';

type TClaim = z.output<typeof ZAdminActivityClaims>['Items'][number];
const column = createColumnHelper<TClaim>();
const pageSize = 20;
const noFilters = [] as const;

/** One activity's claims, newest first, paged by the server (the page is in the address). */
export function ActivityClaims({ activityId }: { activityId: number }) {
  const texts = activitiesTexts.useTexts().claims;
  const time = useSiteTime();
  const { page, setPage } = useUrlFilters(noFilters);
  const claims = useQuery(activityClaimsQuery(activityId, page, pageSize));
  const columns = [
    column.accessor('LoginId', { header: texts.player }),
    column.accessor('PeriodKey', { header: texts.period }),
    column.accessor('Amount', {
      header: texts.amount,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.display({
      id: 'detail',
      header: texts.detail,
      cell: ({ row }) =>
        row.original.StreakDay ??
        (row.original.PrizeIndex === null ? '—' : `#${row.original.PrizeIndex + 1}`),
    }),
    column.accessor('ClaimedAt', {
      header: texts.at,
      cell: (cell) => time.format(cell.getValue()),
    }),
  ];
  return (
    <section>
      <h2>{texts.title}</h2>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={claims.data?.Items}
        rowId={(row) => String(row.ClaimId)}
        isLoading={claims.isLoading}
        error={claims.error}
        onRetry={() => void claims.refetch()}
        emptyText={texts.empty}
        paging={{ page, pageSize, total: claims.data?.Total ?? 0, onPageChange: setPage }}
      />
    </section>
  );
}
