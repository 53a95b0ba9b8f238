import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousandths, thousandthsOfApiAmount } from '../../shared/format/money.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { CursorPager } from '../../shared/ui/cursor-pager.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge, type TBadgeTone } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useDeposits, type TDeposit } from './api/deposits-api.ts';
import {
  DepositDecisionDialog,
  type TDepositAsked,
} from './components/deposit-decision-dialog.tsx';
import { DepositDetail } from './components/deposit-detail.tsx';
import { depositsTexts } from './deposits-texts.ts';

const filterNames = [
  'state',
  'type',
  'review',
  'player',
  'depositor',
  'min',
  'max',
  'from',
  'to',
  'cursor',
] as const;
const column = createColumnHelper<TDeposit>();
const stateTones: Record<number, TBadgeTone> = { 0: 'warn', 1: 'ok', 2: 'muted', 3: 'info' };

/** Whether an order is the transfer finance typed: the same amount, the name contained. */
function matches(deposit: TDeposit, amount: string, name: string): boolean {
  const wanted = amount.trim() === '' ? null : thousandthsOfApiAmount(amount.trim());
  if (wanted === null && name.trim() === '') return false;
  if (wanted !== null && thousandthsOfApiAmount(deposit.Amount) !== wanted) return false;
  const depositor = (deposit.DepositorName ?? '').toLowerCase();
  return name.trim() === '' || depositor.includes(name.trim().toLowerCase());
}

/**
 * /admin/deposits: the deposit queue (waiting orders by default), the review queue (Review=yes:
 * payments a gateway or chain reported that did not match), a match helper for bank transfers,
 * confirm with the amount received, cancel with a reason, and an order's details.
 */
export default function DepositsPage() {
  const texts = depositsTexts.useTexts();
  const { i18n } = useTranslation();
  const time = useSiteTime();
  const canManage = usePermissions().has('deposits.manage');
  const filters = useUrlFilters(filterNames);
  const { values } = filters;
  // No state in the address means the queue: waiting. "any" lists every state.
  const state = values.state || '0';
  const list = useDeposits({
    ...(state !== 'any' ? { State: state } : {}),
    ...(values.type ? { Type: values.type } : {}),
    ...(values.review ? { Review: values.review } : {}),
    ...(values.player ? { LoginId: values.player } : {}),
    ...(values.depositor ? { DepositorName: values.depositor } : {}),
    ...(values.min ? { MinAmount: values.min } : {}),
    ...(values.max ? { MaxAmount: values.max } : {}),
    ...(values.from ? { StartDate: values.from } : {}),
    ...(values.to ? { EndDate: values.to } : {}),
    ...(values.cursor ? { Cursor: values.cursor } : {}),
  });
  const [match, setMatch] = useState({ amount: '', name: '' });
  const [asked, setAsked] = useState<TDepositAsked | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const amountText = (amount: number) => {
    const thousandths = thousandthsOfApiAmount(amount);
    return thousandths === null ? String(amount) : formatThousandths(thousandths, i18n.language);
  };
  const isOpen = (deposit: TDeposit) =>
    deposit.State === 0 || deposit.State === 3 || deposit.Review;

  const columns = [
    column.accessor('CreatedAt', {
      header: texts.columns.createdAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('OrderNo', { header: texts.columns.orderNo }),
    column.accessor('LoginId', { header: texts.columns.player }),
    column.accessor('Type', {
      header: texts.columns.type,
      cell: (cell) =>
        `${texts.types[cell.getValue()] ?? cell.getValue()}${cell.row.original.Chain ? ` ${cell.row.original.Chain}` : ''}`,
    }),
    column.accessor('ChannelName', { header: texts.columns.channel }),
    column.accessor('Amount', {
      header: texts.columns.amount,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('ReceivedAmount', {
      header: texts.columns.received,
      cell: (cell) => {
        const value = cell.getValue();
        return value === null ? '—' : <Money amount={value} />;
      },
    }),
    column.accessor('DepositorName', {
      header: texts.columns.depositor,
      cell: (cell) => cell.getValue() ?? '—',
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => (
        <>
          <StatusBadge tone={stateTones[cell.getValue()] ?? 'muted'}>
            {texts.states[cell.getValue()]}
          </StatusBadge>
          {cell.row.original.Review && <StatusBadge tone="danger">{texts.review}</StatusBadge>}
        </>
      ),
    }),
    column.display({
      id: 'match',
      header: texts.columns.match,
      cell: (cell) =>
        matches(cell.row.original, match.amount, match.name) ? (
          <StatusBadge tone="info">{texts.match.matched}</StatusBadge>
        ) : null,
    }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: (cell) => {
        const deposit = cell.row.original;
        return (
          <div className="form-actions">
            <button type="button" onClick={() => setDetailId(deposit.Id)}>
              {texts.details}
            </button>
            {canManage && isOpen(deposit) && (
              <>
                <button
                  type="button"
                  className="button-primary"
                  onClick={() => setAsked({ deposit, kind: 'confirm' })}
                >
                  {texts.confirm}
                </button>
                <button type="button" onClick={() => setAsked({ deposit, kind: 'cancel' })}>
                  {texts.cancel}
                </button>
              </>
            )}
          </div>
        );
      },
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
              { value: '', label: texts.states[0] },
              { value: '1', label: texts.states[1] },
              { value: '2', label: texts.states[2] },
              { value: '3', label: texts.states[3] },
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
          {
            name: 'review',
            label: texts.filters.review,
            kind: 'select',
            options: [
              { value: '', label: texts.filters.any },
              { value: 'true', label: texts.filters.yes },
              { value: 'false', label: texts.filters.no },
            ],
          },
          { name: 'player', label: texts.filters.player, kind: 'text' },
          { name: 'depositor', label: texts.filters.depositor, kind: 'text' },
          { name: 'min', label: texts.filters.minAmount, kind: 'text' },
          { name: 'max', label: texts.filters.maxAmount, kind: 'text' },
          { name: 'from', label: texts.filters.startDate, kind: 'text', placeholder: '2026-01-31' },
          { name: 'to', label: texts.filters.endDate, kind: 'text', placeholder: '2026-01-31' },
        ]}
        values={values}
        onApply={(next) => filters.apply({ ...next, cursor: '' })}
      />
      <fieldset className="deposit-match">
        <legend>{texts.match.title}</legend>
        <label className="form-field">
          <span className="form-label">{texts.match.amount}</span>
          <input
            inputMode="decimal"
            value={match.amount}
            onChange={(event) => setMatch({ ...match, amount: event.target.value })}
          />
        </label>
        <label className="form-field">
          <span className="form-label">{texts.match.name}</span>
          <input
            value={match.name}
            onChange={(event) => setMatch({ ...match, name: event.target.value })}
          />
        </label>
        <span className="form-hint">{texts.match.hint}</span>
      </fieldset>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={list.data?.Orders}
        rowId={(deposit) => deposit.Id}
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
      {detailId && <DepositDetail id={detailId} />}
      {asked && (
        <DepositDecisionDialog
          asked={asked}
          amountText={amountText(asked.deposit.Amount)}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
