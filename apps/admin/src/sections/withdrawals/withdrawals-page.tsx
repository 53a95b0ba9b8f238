import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { CursorPager } from '../../shared/ui/cursor-pager.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge, type TBadgeTone } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useWithdrawals } from './api/withdrawals-api.ts';
import type { TWithdrawalWire } from './api/withdrawal-wire.ts';
import { DecisionDialog, type TDecisionAsked } from './components/decision-dialog.tsx';
import { ReviewPanel } from './components/review-panel.tsx';
import { withdrawalsTexts } from './withdrawals-texts.ts';

const filterNames = [
  'state',
  'type',
  'player',
  'minAmount',
  'maxAmount',
  'startDate',
  'endDate',
  'cursor',
] as const;
const column = createColumnHelper<TWithdrawalWire>();
const waiting = 0;
const toCheck = 4;

const toneOf = (state: number): TBadgeTone => {
  if (state === waiting || state === toCheck) return 'warn';
  if (state === 1) return 'ok';
  if (state === 3 || state === 8) return 'danger';
  if (state === 2) return 'muted';
  return 'info';
};

/**
 * /admin/withdrawals: the queue (waiting first by default) with the filters in the address;
 * Review opens what a reviewer weighs; the decisions need withdrawals.manage and confirm
 * naming the player, amount and account.
 */
export default function WithdrawalsPage() {
  const texts = withdrawalsTexts.useTexts();
  const time = useSiteTime();
  const canManage = usePermissions().has('withdrawals.manage');
  const filters = useUrlFilters(filterNames);
  const { values } = filters;
  const state = values.state || String(waiting);
  const list = useWithdrawals({
    ...(state !== 'any' ? { State: state } : {}),
    ...(values.type ? { Type: values.type } : {}),
    ...(values.player ? { LoginId: values.player } : {}),
    ...(values.minAmount ? { MinAmount: values.minAmount } : {}),
    ...(values.maxAmount ? { MaxAmount: values.maxAmount } : {}),
    ...(values.startDate ? { StartDate: values.startDate } : {}),
    ...(values.endDate ? { EndDate: values.endDate } : {}),
    ...(values.cursor ? { Cursor: values.cursor } : {}),
  });
  const [asked, setAsked] = useState<TDecisionAsked | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);

  const actions = (withdrawal: TWithdrawalWire) => (
    <div className="form-actions">
      <button type="button" onClick={() => setReviewing(withdrawal.Id)}>
        {texts.review}
      </button>
      {canManage && withdrawal.State === waiting && (
        <>
          <button
            type="button"
            className="button-primary"
            onClick={() => setAsked({ withdrawal, decision: 'Approve' })}
          >
            {texts.approve}
          </button>
          <button type="button" onClick={() => setAsked({ withdrawal, decision: 'Reject' })}>
            {texts.reject}
          </button>
        </>
      )}
      {canManage && (withdrawal.State === waiting || withdrawal.State === toCheck) && (
        <button type="button" onClick={() => setAsked({ withdrawal, decision: 'MarkPaid' })}>
          {texts.markPaid}
        </button>
      )}
    </div>
  );

  const columns = [
    column.accessor('CreatedAt', {
      header: texts.columns.createdAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('OrderNo', { header: texts.columns.orderNo }),
    column.accessor('LoginId', { header: texts.columns.player }),
    column.accessor('Type', {
      header: texts.columns.type,
      cell: (cell) => texts.types[cell.getValue()] ?? cell.getValue(),
    }),
    column.accessor('Amount', {
      header: texts.columns.amount,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('Fee', {
      header: texts.columns.fee,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.display({
      id: 'account',
      header: texts.columns.account,
      cell: (cell) => `${cell.row.original.Provider} ${cell.row.original.AccountNumber}`,
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => (
        <StatusBadge tone={toneOf(cell.getValue())}>
          {texts.states[cell.getValue()] ?? cell.getValue()}
        </StatusBadge>
      ),
    }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: (cell) => actions(cell.row.original),
    }),
  ];

  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <FilterBar
        fields={[
          {
            name: 'state',
            label: texts.filters.state,
            kind: 'select',
            options: [
              ...Object.entries(texts.states).map(([value, label]) => ({
                value: value === String(waiting) ? '' : value,
                label,
              })),
              { value: 'any', label: texts.filters.any },
            ],
          },
          {
            name: 'type',
            label: texts.filters.type,
            kind: 'select',
            options: [
              { value: '', label: texts.filters.any },
              ...Object.entries(texts.types).map(([value, label]) => ({ value, label })),
            ],
          },
          { name: 'player', label: texts.filters.player, kind: 'text' },
          { name: 'minAmount', label: texts.filters.minAmount, kind: 'text' },
          { name: 'maxAmount', label: texts.filters.maxAmount, kind: 'text' },
          {
            name: 'startDate',
            label: texts.filters.startDate,
            kind: 'text',
            placeholder: 'YYYY-MM-DD',
          },
          {
            name: 'endDate',
            label: texts.filters.endDate,
            kind: 'text',
            placeholder: 'YYYY-MM-DD',
          },
        ]}
        values={values}
        onApply={(next) => filters.apply({ ...next, cursor: '' })}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={list.data?.Items}
        rowId={(withdrawal) => String(withdrawal.Id)}
        isLoading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <CursorPager
        label={texts.title}
        cursor={values.cursor}
        nextCursor={list.data?.NextCursor ?? null}
        onCursor={(cursor) => filters.apply({ ...values, cursor })}
      />
      {reviewing !== null && <ReviewPanel id={reviewing} onClose={() => setReviewing(null)} />}
      {asked && <DecisionDialog asked={asked} onClose={() => setAsked(null)} />}
    </>
  );
}
