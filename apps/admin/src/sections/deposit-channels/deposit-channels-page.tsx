import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { ChannelForm } from './channel-form.tsx';
import { useChannels, type TChannel } from './deposit-channels-api.ts';
import { depositChannelsTexts } from './deposit-channels-texts.ts';

const column = createColumnHelper<TChannel>();

/**
 * /admin/deposit-channels: every deposit channel (type, range, hours in site time, fee or bonus,
 * who sees it, state) and its form; each save is audited with the channel before and after.
 */
export default function DepositChannelsPage() {
  const texts = depositChannelsTexts.useTexts();
  const channels = useChannels();
  const [editing, setEditing] = useState<TChannel | 'new' | null>(null);
  const columns = [
    column.accessor('Name', { header: texts.columns.name }),
    column.accessor('Type', {
      header: texts.columns.type,
      cell: (cell) =>
        `${texts.types[cell.getValue()] ?? cell.getValue()}${cell.row.original.Chain ? ` ${cell.row.original.Chain}` : ''}`,
    }),
    column.display({
      id: 'range',
      header: texts.columns.range,
      cell: (cell) => (
        <>
          <Money amount={cell.row.original.MinAmount} /> –{' '}
          <Money amount={cell.row.original.MaxAmount} />
        </>
      ),
    }),
    column.display({
      id: 'hours',
      header: texts.columns.hours,
      cell: (cell) =>
        cell.row.original.OpenFrom
          ? `${cell.row.original.OpenFrom} – ${cell.row.original.OpenTo}`
          : texts.always,
    }),
    column.display({
      id: 'charge',
      header: texts.columns.charge,
      cell: (cell) => {
        const channel = cell.row.original;
        if (channel.ChargeKind === 'none') return texts.charge.none;
        return `${texts.charge[channel.ChargeKind]} ${channel.ChargeRateBps / 100}% + ${channel.ChargeFixed}${channel.ChargeCap === null ? '' : ` ≤ ${channel.ChargeCap}`}`;
      },
    }),
    column.display({
      id: 'audience',
      header: texts.columns.audience,
      cell: (cell) => {
        const { VipLevels: levels, AgentLoginIds: agents, RequiresBoundCard } = cell.row.original;
        const parts = [...(levels.length ? [`VIP ${levels.join(', ')}`] : []), ...agents];
        const audience = parts.length ? parts.join(' · ') : texts.everyone;
        return RequiresBoundCard ? `${audience} · ${texts.boundCardOnly}` : audience;
      },
    }),
    column.accessor('Enabled', {
      header: texts.columns.state,
      cell: (cell) => (
        <StatusBadge tone={cell.getValue() ? 'ok' : 'muted'}>
          {cell.getValue() ? texts.enabled : texts.disabled}
        </StatusBadge>
      ),
    }),
    column.accessor('SortOrder', { header: texts.columns.sort }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: (cell) => (
        <button type="button" onClick={() => setEditing(cell.row.original)}>
          {texts.edit}
        </button>
      ),
    }),
  ];
  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button type="button" className="button-primary" onClick={() => setEditing('new')}>
          {texts.add}
        </button>
      </div>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={channels.data?.Channels}
        rowId={(channel) => String(channel.Id)}
        isLoading={channels.isFetching}
        error={channels.error}
        onRetry={() => void channels.refetch()}
      />
      {editing && (
        <ChannelForm
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
