import type { TPaymentGatewayView } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { gatewaysQuery } from './api/payment-gateways-api.ts';
import { GatewayDialog } from './components/gateway-dialog.tsx';
import { paymentGatewaysTexts } from './payment-gateways-texts.ts';

const column = createColumnHelper<TPaymentGatewayView>();

/** The Payment gateways section: the list; a row opens its form, the button adds one. */
export default function PaymentGatewaysPage() {
  const texts = paymentGatewaysTexts.useTexts();
  const siteTime = useSiteTime();
  const query = useQuery(gatewaysQuery());
  const [editing, setEditing] = useState<TPaymentGatewayView | 'new' | null>(null);
  const columns = [
    column.accessor('Code', { header: texts.code }),
    column.accessor('Name', { header: texts.name }),
    column.accessor('MerchantId', { header: texts.merchantId }),
    column.accessor('BaseUrl', { header: texts.baseUrl }),
    column.accessor('HasKey', {
      header: texts.merchantKey,
      cell: (c) => (
        <StatusBadge tone={c.getValue() ? 'ok' : 'danger'}>
          {c.getValue() ? texts.keySet : texts.keyMissing}
        </StatusBadge>
      ),
    }),
    column.accessor('Enabled', {
      header: texts.state,
      cell: (c) => (
        <StatusBadge tone={c.getValue() ? 'ok' : 'muted'}>
          {c.getValue() ? texts.states.on : texts.states.off}
        </StatusBadge>
      ),
    }),
    column.accessor('UpdatedAt', {
      header: texts.updatedAt,
      cell: (c) => siteTime.format(c.getValue()),
    }),
  ];
  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button type="button" className="button-primary" onClick={() => setEditing('new')}>
          {texts.add}
        </button>
      </div>
      <p className="section-intro">{texts.intro}</p>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={query.data?.Gateways}
        rowId={(gateway) => gateway.Code}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={texts.empty}
        onRowClick={setEditing}
      />
      {editing && (
        <GatewayDialog
          gateway={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
