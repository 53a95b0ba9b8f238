import { Dialog } from '@lottery/client-kit';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { BonusGrantForm } from './bonus-grant-form.tsx';
import { bonusWalletQuery, type TBonusGrantView } from './bonus-grants-api.ts';
import { bonusGrantsTexts } from './bonus-grants-texts.ts';

const column = createColumnHelper<TBonusGrantView>();
const filterNames = ['player'] as const;
const stateTones = { active: 'info', released: 'ok', forfeited: 'muted' } as const;

/** A player's bonus wallet (balance, grants with their turnover) and grants made by hand. */
export default function BonusGrantsPage() {
  const texts = bonusGrantsTexts.useTexts();
  const time = useSiteTime();
  const canGrant = usePermissions().has('balance.request');
  const filters = useUrlFilters(filterNames);
  const loginId = filters.values.player;
  const wallet = useQuery(bonusWalletQuery(loginId));
  const [isGranting, setIsGranting] = useState(false);
  const columns = [
    column.accessor('Source', {
      header: texts.columns.source,
      cell: (c) => texts.sources[c.getValue()],
    }),
    column.accessor('Amount', {
      header: texts.columns.amount,
      cell: (c) => <Money amount={c.getValue()} />,
    }),
    column.display({
      id: 'turnover',
      header: texts.columns.turnover,
      cell: ({ row }) => (
        <>
          <Money amount={row.original.TurnoverAchieved} /> /{' '}
          <Money amount={row.original.TurnoverRequired} />
        </>
      ),
    }),
    column.accessor('GrantedAt', {
      header: texts.columns.granted,
      cell: (c) => time.format(c.getValue()),
    }),
    column.accessor('ExpiresAt', {
      header: texts.columns.expires,
      cell: (c) => time.format(c.getValue()),
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (c) => (
        <StatusBadge tone={stateTones[c.getValue()]}>{texts.states[c.getValue()]}</StatusBadge>
      ),
    }),
    column.accessor('DecidedAt', {
      header: texts.columns.decided,
      cell: (c) => {
        const at = c.getValue();
        return at === null ? '—' : time.format(at);
      },
    }),
  ];
  return (
    <section>
      <PageHead
        title={texts.title}
        action={canGrant ? { label: texts.grant, onClick: () => setIsGranting(true) } : undefined}
      />
      <FilterBar
        fields={[{ name: 'player', label: texts.search, kind: 'text' }]}
        values={filters.values}
        onApply={filters.apply}
      />
      {loginId === '' ? (
        <p className="table-state">{texts.choose}</p>
      ) : (
        <>
          {wallet.data && (
            <DetailPanel
              title={loginId}
              items={[{ label: texts.balance, value: <Money amount={wallet.data.Balance} /> }]}
            />
          )}
          <DataTable
            label={texts.table}
            columns={columns}
            rows={wallet.data?.Grants}
            rowId={(row) => row.Id}
            isLoading={wallet.isLoading}
            error={wallet.error}
            onRetry={() => void wallet.refetch()}
            emptyText={texts.empty}
          />
        </>
      )}
      {isGranting && (
        <Dialog
          title={texts.form.title}
          onClose={() => setIsGranting(false)}
          isBodyDescription={false}
        >
          <BonusGrantForm
            loginId={loginId}
            onGranted={(granted) => {
              setIsGranting(false);
              filters.apply({ player: granted });
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
