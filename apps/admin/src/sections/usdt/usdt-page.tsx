import type { TUsdtSettings } from '@lottery/contracts';
import { Dialog } from '@lottery/client-kit';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { sandboxChainConsoleHref, sandboxChainQuery, usdtSettingsQuery } from './usdt-api.ts';
import { UsdtChainForm } from './usdt-chain-form.tsx';
import { UsdtRateForm } from './usdt-rate-form.tsx';
import { usdtTexts } from './usdt-texts.ts';
import { UsdtTransfersTable } from './usdt-transfers-table.tsx';
import './usdt.css';

type TChainSetting = TUsdtSettings['Chains'][number];
const column = createColumnHelper<TChainSetting>();

/** USDT: each chain's xpub or shared address and confirmations, the rate lock, seen transfers. */
export default function UsdtPage() {
  const texts = usdtTexts.useTexts();
  const canSeeTransfers = usePermissions().has('deposits.view');
  const settings = useQuery(usdtSettingsQuery);
  const sandbox = useQuery(sandboxChainQuery);
  const [editing, setEditing] = useState<TChainSetting | null>(null);

  const columns = [
    column.accessor('Chain', { header: texts.columns.chain }),
    column.accessor('Derived', {
      header: texts.columns.receive,
      cell: (cell) => (cell.getValue() ? texts.derived : texts.shared),
    }),
    column.display({
      id: 'key',
      header: texts.columns.key,
      cell: ({ row }) => {
        const key = row.original.Derived ? row.original.Xpub : row.original.SharedAddress;
        return key ? <code>{key}</code> : texts.notSet;
      },
    }),
    column.accessor('Confirmations', { header: texts.columns.confirmations }),
    column.display({
      id: 'actions',
      header: texts.columns.actions,
      cell: ({ row }) => (
        <button type="button" className="button-link" onClick={() => setEditing(row.original)}>
          {texts.edit}
        </button>
      ),
    }),
  ];

  return (
    <section className="usdt-page">
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="form-hint">{texts.intro}</p>
      {sandbox.isSuccess && (
        <p>
          {texts.sandboxOn}{' '}
          <a href={sandboxChainConsoleHref} target="_blank" rel="noopener noreferrer">
            {texts.sandboxConsole}
          </a>
        </p>
      )}
      <DataTable
        label={texts.chains}
        columns={columns}
        rows={settings.data?.Chains}
        rowId={(row) => row.Chain}
        isLoading={settings.isLoading}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        emptyText={texts.notSet}
      />
      {settings.data && (
        <>
          <h2>{texts.rate}</h2>
          <UsdtRateForm settings={settings.data} />
        </>
      )}
      {canSeeTransfers && (
        <>
          <h2>{texts.transfers}</h2>
          <UsdtTransfersTable />
        </>
      )}
      {editing && (
        <Dialog
          title={fill(texts.editTitle, { chain: editing.Chain })}
          onClose={() => setEditing(null)}
          isBodyDescription={false}
        >
          <UsdtChainForm setting={editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </section>
  );
}
