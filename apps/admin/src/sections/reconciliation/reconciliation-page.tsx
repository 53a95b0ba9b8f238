import type { TReconciliationRun } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { runsQuery, useRerun } from './api/reconciliation-api.ts';
import { DifferencesTable } from './components/differences-table.tsx';
import { reconciliationTexts } from './reconciliation-texts.ts';

const column = createColumnHelper<TReconciliationRun>();

/** A row's button: its click does not reach the row, whose own click opens the differences. */
const actionButton = (label: string, onAction: () => void) => (
  <button
    type="button"
    className="button-link"
    onClick={(event) => {
      event.stopPropagation();
      onAction();
    }}
  >
    {label}
  </button>
);

/**
 * The Reconciliation section: runs by site day and source, a run's differences below the list
 * (its id in the address, so a reload keeps it open), and "run again" for a day.
 */
export default function ReconciliationPage() {
  const texts = reconciliationTexts.useTexts();
  const siteTime = useSiteTime();
  const filters = useUrlFilters(['start', 'end', 'source', 'run'] as const);
  const query = useQuery(runsQuery(filters.values));
  const rerun = useRerun();
  const [pending, setPending] = useState<TReconciliationRun | null>(null);
  const openRun = Number.parseInt(filters.values.run, 10);
  const showRun = (run: TReconciliationRun | null) =>
    filters.apply({ ...filters.values, run: run ? String(run.Id) : '' });

  const columns = [
    column.accessor('Day', { header: texts.day }),
    column.accessor('Source', { header: texts.source }),
    column.accessor('State', {
      header: texts.state,
      cell: (c) => (
        <StatusBadge tone={c.getValue() === 'done' ? 'ok' : 'danger'}>
          {texts.states[c.getValue()]}
        </StatusBadge>
      ),
    }),
    column.display({
      id: 'counts',
      header: texts.counts,
      cell: ({ row }) =>
        `${row.original.TheirCount} / ${row.original.OurCount} / ${row.original.MatchedCount}`,
    }),
    column.accessor('DifferenceCount', {
      header: texts.differences,
      cell: (c) => (
        <StatusBadge tone={c.getValue() === 0 ? 'ok' : 'warn'}>{c.getValue()}</StatusBadge>
      ),
    }),
    column.accessor('FinishedAt', {
      header: texts.finishedAt,
      cell: (c) => siteTime.format(c.getValue()),
    }),
    column.accessor('RequestedBy', {
      header: texts.requestedBy,
      cell: (c) => c.getValue() ?? texts.dailyJob,
    }),
    column.display({
      id: 'actions',
      header: texts.actions,
      cell: ({ row }) => (
        <div className="row-actions">
          {actionButton(texts.show, () => showRun(row.original))}
          {actionButton(texts.rerun, () => setPending(row.original))}
        </div>
      ),
    }),
  ];

  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="section-intro">{texts.intro}</p>
      <FilterBar
        fields={[
          { name: 'start', label: texts.start, kind: 'text', placeholder: 'YYYY-MM-DD' },
          { name: 'end', label: texts.end, kind: 'text', placeholder: 'YYYY-MM-DD' },
          {
            name: 'source',
            label: texts.source,
            kind: 'select',
            options: [
              { value: '', label: texts.allSources },
              ...(query.data?.Sources ?? []).map((source) => ({ value: source, label: source })),
            ],
          },
        ]}
        values={filters.values}
        onApply={(values) => filters.apply({ ...values, run: '' })}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={query.data?.Runs}
        rowId={(run) => String(run.Id)}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={texts.empty}
        onRowClick={showRun}
      />
      {Number.isSafeInteger(openRun) && openRun > 0 && (
        <DifferencesTable runId={openRun} onClose={() => showRun(null)} />
      )}
      {pending && (
        <ConfirmDialog
          title={fill(texts.rerunTitle, { source: pending.Source, day: pending.Day })}
          effect={fill(texts.rerunEffect, { source: pending.Source, day: pending.Day })}
          confirmLabel={texts.rerun}
          isBusy={rerun.isPending}
          error={rerun.error}
          onConfirm={() =>
            rerun.mutate(
              { day: pending.Day, source: pending.Source },
              {
                onSuccess: (answer) => {
                  setPending(null);
                  showRun(answer.Run);
                },
              },
            )
          }
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
