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
import {
  contractsQuery,
  dailyPayQuery,
  useCancelDailyPay,
  type TContractRow,
  type TDailyPayRow,
} from './api/agent-contracts-api.ts';
import { agentContractsTexts } from './agent-contracts-texts.ts';

const contractColumn = createColumnHelper<TContractRow>();
const dailyPayColumn = createColumnHelper<TDailyPayRow>();
const label = (names: Record<number, string>, code: number) => names[code] ?? String(code);

/**
 * The agent-contracts section (agents.view): every contract by agent or member, and the daily pay
 * records of a date range; an administrator with agents.manage cancels a waiting record.
 */
export default function AgentContractsPage() {
  const texts = agentContractsTexts.useTexts();
  const siteTime = useSiteTime();
  const filters = useUrlFilters(['login', 'start', 'end'] as const);
  const contracts = useQuery(contractsQuery(filters.values));
  const dailyPay = useQuery(dailyPayQuery(filters.values));
  const cancel = useCancelDailyPay();
  const [pending, setPending] = useState<TDailyPayRow | null>(null);

  const contractColumns = [
    contractColumn.accessor('AgentLoginId', { header: texts.agent }),
    contractColumn.accessor('MemberLoginId', { header: texts.member }),
    contractColumn.accessor('ContractType', {
      header: texts.type,
      cell: (c) => label(texts.contractTypes, c.getValue()),
    }),
    contractColumn.accessor('State', {
      header: texts.state,
      cell: (c) => (
        <StatusBadge
          tone={c.row.original.InForce ? 'ok' : c.row.original.Superseded ? 'muted' : 'info'}
        >
          {label(texts.contractStates, c.getValue())}
        </StatusBadge>
      ),
    }),
    contractColumn.accessor('Tiers', {
      header: texts.tiers,
      cell: (c) =>
        c
          .getValue()
          .map((tier) => `${tier.MinTeamLoss} / ${tier.MinTurnover} / ${tier.Rate}%`)
          .join('; '),
    }),
    contractColumn.accessor('OfferedAt', {
      header: texts.offeredAt,
      cell: (c) => siteTime.format(c.getValue()),
    }),
  ];
  const dailyPayColumns = [
    dailyPayColumn.accessor('Date', { header: texts.date }),
    dailyPayColumn.accessor('MemberLoginId', { header: texts.member }),
    dailyPayColumn.accessor('AgentLoginId', {
      header: texts.payer,
      cell: (c) => (c.row.original.PaidByHouse ? texts.house : c.getValue()),
    }),
    dailyPayColumn.accessor('PayType', {
      header: texts.type,
      cell: (c) => label(texts.payTypes, c.getValue()),
    }),
    dailyPayColumn.accessor('Rate', { header: texts.rate, cell: (c) => `${c.getValue()}%` }),
    dailyPayColumn.accessor('BaseAmount', { header: texts.base }),
    dailyPayColumn.accessor('Amount', { header: texts.amount }),
    dailyPayColumn.accessor('State', {
      header: texts.state,
      cell: (c) => (
        <StatusBadge tone={c.getValue() === 1 ? 'ok' : c.getValue() === 4 ? 'danger' : 'muted'}>
          {label(texts.recordStates, c.getValue())}
        </StatusBadge>
      ),
    }),
    dailyPayColumn.display({
      id: 'actions',
      header: texts.actions,
      cell: ({ row }) =>
        row.original.State === 0 ? (
          <button type="button" className="button-link" onClick={() => setPending(row.original)}>
            {texts.cancel}
          </button>
        ) : null,
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
          { name: 'login', label: texts.login, kind: 'text' },
          { name: 'start', label: texts.start, kind: 'text', placeholder: 'YYYY-MM-DD' },
          { name: 'end', label: texts.end, kind: 'text', placeholder: 'YYYY-MM-DD' },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <h2>{texts.contracts}</h2>
      <DataTable
        label={texts.contracts}
        columns={contractColumns}
        rows={contracts.data?.Contracts}
        rowId={(row) => String(row.Id)}
        isLoading={contracts.isLoading}
        error={contracts.error}
        onRetry={() => void contracts.refetch()}
        emptyText={texts.emptyContracts}
      />
      <h2>{texts.dailyPay}</h2>
      <DataTable
        label={texts.dailyPay}
        columns={dailyPayColumns}
        rows={dailyPay.data?.Records}
        rowId={(row) => String(row.Id)}
        isLoading={dailyPay.isLoading}
        error={dailyPay.error}
        onRetry={() => void dailyPay.refetch()}
        emptyText={texts.emptyDailyPay}
      />
      {pending && (
        <ConfirmDialog
          title={fill(texts.cancelTitle, { member: pending.MemberLoginId, date: pending.Date })}
          effect={texts.cancelEffect}
          confirmLabel={texts.cancel}
          isBusy={cancel.isPending}
          error={cancel.error}
          onConfirm={() => cancel.mutate(pending.Id, { onSuccess: () => setPending(null) })}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
