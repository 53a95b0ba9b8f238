import type { TReconciliationDifferenceWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { StatusBadge, type TBadgeTone } from '../../../shared/ui/status-badge.tsx';
import { differencesQuery } from '../api/reconciliation-api.ts';
import { reconciliationTexts } from '../reconciliation-texts.ts';

const column = createColumnHelper<TReconciliationDifferenceWire>();
const tones: Record<TReconciliationDifferenceWire['Kind'], TBadgeTone> = {
  missingOurs: 'danger',
  missingTheirs: 'warn',
  amountDiffers: 'danger',
  stateDiffers: 'info',
};

/** One run's differences, each with both sides' amount and state. */
export function DifferencesTable({ runId, onClose }: { runId: number; onClose(): void }) {
  const texts = reconciliationTexts.useTexts();
  const query = useQuery(differencesQuery(runId));
  const run = query.data?.Run;
  const amount = (value: number | null) => (value === null ? '—' : <Money amount={value} />);
  const state = (value: TReconciliationDifferenceWire['TheirState']) =>
    value === null ? '—' : texts.reconciledStates[value];
  const columns = [
    column.accessor('Kind', {
      header: texts.kind,
      cell: (c) => (
        <StatusBadge tone={tones[c.getValue()]}>{texts.kinds[c.getValue()]}</StatusBadge>
      ),
    }),
    column.accessor('OrderNo', { header: texts.orderNo, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('ExternalRef', { header: texts.externalRef }),
    column.display({
      id: 'theirs',
      header: texts.theirs,
      cell: ({ row }) => (
        <>
          {amount(row.original.TheirAmount)} · {state(row.original.TheirState)}
        </>
      ),
    }),
    column.display({
      id: 'ours',
      header: texts.ours,
      cell: ({ row }) => (
        <>
          {amount(row.original.OurAmount)} · {state(row.original.OurState)}
        </>
      ),
    }),
  ];
  const title = run
    ? fill(texts.differencesOf, { source: run.Source, day: run.Day })
    : texts.differences;
  return (
    <section className="reconciliation-differences" aria-label={title}>
      <div className="page-head">
        <h2>{title}</h2>
        <button type="button" className="button-link" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      <DataTable
        label={title}
        columns={columns}
        rows={query.data?.Differences}
        rowId={(difference) => String(difference.Id)}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={texts.noDifferences}
      />
    </section>
  );
}
