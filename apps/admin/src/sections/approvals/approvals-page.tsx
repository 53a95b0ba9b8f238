import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { CursorPager } from '../../shared/ui/cursor-pager.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge, type TBadgeTone } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import type { TAdjustment } from './api/adjustment-wire.ts';
import { useAdjustments } from './api/list-adjustments.ts';
import { approvalsTexts } from './approvals-texts.ts';
import { DecisionDialog, type TDecisionAsked } from './components/decision-dialog.tsx';

const filterNames = ['state', 'player', 'cursor'] as const;
const column = createColumnHelper<TAdjustment>();
const stateTones: Record<TAdjustment['State'], TBadgeTone> = {
  pending: 'warn',
  approved: 'ok',
  rejected: 'muted',
};

/**
 * /admin/approvals: balance adjustments another administrator asked for, pending first by
 * default. The checker approves or rejects with a confirmation naming the player and amount;
 * their own requests show, but only to withdraw (the server refuses self-approval as well).
 */
export default function ApprovalsPage() {
  const texts = approvalsTexts.useTexts();
  const time = useSiteTime();
  const me = useSessionStore((state) => state.session?.admin.loginId);
  const filters = useUrlFilters(filterNames);
  const { values } = filters;
  // No state in the address means the queue: pending. "any" lists every state.
  const state = values.state || 'pending';
  const list = useAdjustments({
    ...(state !== 'any' ? { State: state } : {}),
    ...(values.player ? { LoginId: values.player } : {}),
    ...(values.cursor ? { Cursor: values.cursor } : {}),
  });
  const [asked, setAsked] = useState<TDecisionAsked | null>(null);

  const actions = (adjustment: TAdjustment) => {
    if (adjustment.State !== 'pending') return null;
    const isOwn = adjustment.MakerLoginId === me;
    return (
      <div className="form-actions">
        {isOwn ? (
          <>
            <span className="form-hint">{texts.ownRequest}</span>
            <button type="button" onClick={() => setAsked({ adjustment, kind: 'withdraw' })}>
              {texts.withdraw}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button-primary"
              onClick={() => setAsked({ adjustment, kind: 'approve' })}
            >
              {texts.approve}
            </button>
            <button type="button" onClick={() => setAsked({ adjustment, kind: 'reject' })}>
              {texts.reject}
            </button>
          </>
        )}
      </div>
    );
  };

  const columns = [
    column.accessor('CreatedAt', {
      header: texts.columns.createdAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('LoginId', { header: texts.columns.player }),
    column.accessor('Amount', {
      header: texts.columns.amount,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('CashFlowType', {
      header: texts.columns.type,
      cell: (cell) => texts.types[cell.getValue()] ?? cell.getValue(),
    }),
    column.accessor('Reason', { header: texts.columns.reason }),
    column.accessor('MakerLoginId', { header: texts.columns.maker }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => (
        <StatusBadge tone={stateTones[cell.getValue()]}>
          {texts.states[cell.getValue()]}
        </StatusBadge>
      ),
    }),
    column.accessor('CheckerLoginId', {
      header: texts.columns.checker,
      cell: (cell) => cell.getValue() ?? '—',
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
              { value: '', label: texts.states.pending },
              { value: 'approved', label: texts.states.approved },
              { value: 'rejected', label: texts.states.rejected },
              { value: 'any', label: texts.filters.any },
            ],
          },
          { name: 'player', label: texts.filters.player, kind: 'text' },
        ]}
        values={values}
        onApply={(next) => filters.apply({ ...next, cursor: '' })}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={list.data?.Adjustments}
        rowId={(adjustment) => adjustment.Id}
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
      {asked && <DecisionDialog asked={asked} onClose={() => setAsked(null)} />}
    </>
  );
}
