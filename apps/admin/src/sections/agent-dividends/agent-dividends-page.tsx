import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import {
  useDividendRecords,
  useSettleDividend,
  type TDividendRecord,
} from './agent-dividends-api.ts';
import { agentDividendsTexts } from './agent-dividends-texts.ts';
import { DividendRules } from './dividend-rules.tsx';

const column = createColumnHelper<TDividendRecord>();
/** States a record may still be paid or cancelled from (waiting, off-platform requested, short). */
const openStates = new Set([0, 2, 7]);

/**
 * /admin/agent-dividends: every agent's dividend records (by agent and state), forced payment
 * from the payer's wallet or cancellation of an open one (agents.manage, with a reason, audited),
 * and the rules (agents.configure).
 */
export default function AgentDividendsPage() {
  const texts = agentDividendsTexts.useTexts();
  const permissions = usePermissions();
  const canManage = permissions.has('agents.manage');
  const filters = useUrlFilters(['LoginId', 'State'] as const);
  const records = useDividendRecords({ ...filters.values, Page: filters.page });
  const settle = useSettleDividend();
  const [pending, setPending] = useState<{
    record: TDividendRecord;
    action: 'ForcePay' | 'Cancel';
  } | null>(null);
  const period = (record: TDividendRecord) => `${record.PeriodStart} ~ ${record.PeriodEnd}`;
  const columns = [
    column.accessor('LoginId', { header: texts.columns.agent }),
    column.accessor('PayerLoginId', {
      header: texts.columns.payer,
      cell: (cell) => cell.getValue() ?? texts.house,
    }),
    column.display({
      id: 'period',
      header: texts.columns.period,
      cell: (cell) => period(cell.row.original),
    }),
    column.accessor('Turnover', {
      header: texts.columns.turnover,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('TeamLoss', {
      header: texts.columns.teamLoss,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('RatePercent', {
      header: texts.columns.rate,
      cell: (cell) => `${cell.getValue()}%`,
    }),
    column.accessor('Amount', {
      header: texts.columns.amount,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => texts.states[String(cell.getValue())] ?? cell.getValue(),
    }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: (cell) =>
        canManage &&
        openStates.has(cell.row.original.State) && (
          <span className="row-actions">
            <button
              type="button"
              onClick={() => setPending({ record: cell.row.original, action: 'ForcePay' })}
            >
              {texts.forcePay}
            </button>
            <button
              type="button"
              onClick={() => setPending({ record: cell.row.original, action: 'Cancel' })}
            >
              {texts.cancel}
            </button>
          </span>
        ),
    }),
  ];
  const stateOptions = [
    { value: '', label: texts.filters.all },
    ...Object.entries(texts.states).map(([value, label]) => ({ value, label })),
  ];
  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <h2>{texts.records}</h2>
      <FilterBar
        fields={[
          { name: 'LoginId', label: texts.filters.loginId, kind: 'text' },
          { name: 'State', label: texts.filters.state, kind: 'select', options: stateOptions },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <DataTable
        label={texts.records}
        columns={columns}
        rows={records.data?.Items}
        rowId={(record) => String(record.Id)}
        isLoading={records.isFetching}
        error={records.error}
        onRetry={() => void records.refetch()}
        paging={{
          page: filters.page,
          pageSize: 20,
          total: records.data?.Total ?? 0,
          onPageChange: filters.setPage,
        }}
      />
      {pending && (
        <ConfirmDialog
          title={pending.action === 'ForcePay' ? texts.forcePay : texts.cancel}
          effect={fill(pending.action === 'ForcePay' ? texts.forcePayEffect : texts.cancelEffect, {
            agent: pending.record.LoginId,
            payer: pending.record.PayerLoginId ?? texts.house,
            amount: pending.record.Amount,
            period: period(pending.record),
          })}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={settle.isPending}
          error={settle.error}
          onConfirm={(reason) =>
            settle.mutate(
              { id: pending.record.Id, action: pending.action, reason },
              { onSuccess: () => setPending(null) },
            )
          }
          onCancel={() => {
            settle.reset();
            setPending(null);
          }}
        />
      )}
      {permissions.has('agents.configure') && <DividendRules />}
    </>
  );
}
