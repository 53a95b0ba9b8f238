import type { TAdminGameWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { gamesQuery } from '../api/list-games.ts';
import { GameStateBadge } from './game-state-badge.tsx';
import { gamesTexts } from '../games-texts.ts';

const column = createColumnHelper<TAdminGameWire>();

export function GameList() {
  const texts = gamesTexts.useTexts();
  const navigate = useNavigate();
  const query = useQuery(gamesQuery());
  const columns = [
    column.accessor('Code', { header: texts.list.code }),
    column.accessor('Name', { header: texts.list.name }),
    column.accessor('State', {
      header: texts.list.state,
      cell: (c) => <GameStateBadge state={c.getValue()} />,
    }),
    column.accessor('DrawSource', {
      header: texts.list.drawSource,
      cell: (c) => texts.drawSources[c.getValue()],
    }),
    column.accessor('CycleSeconds', {
      header: texts.list.cycle,
      cell: (c) => {
        const seconds = c.getValue();
        return seconds === null ? '—' : fill(texts.list.seconds, { n: seconds });
      },
    }),
    column.accessor('SealSeconds', { header: texts.list.seal, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('MaxPayoutPerTicket', {
      header: texts.list.maxPayout,
      cell: (c) => <Money amount={c.getValue()} />,
    }),
    column.accessor('MaxStakePerIssue', {
      header: texts.list.maxStake,
      cell: (c) => <Money amount={c.getValue()} />,
    }),
    column.accessor('MaxPrizeGroup', {
      header: texts.list.maxPrizeGroup,
      cell: (c) => c.getValue() ?? '—',
    }),
  ];
  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={query.data?.Games}
        rowId={(game) => String(game.GameId)}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRowClick={(game) => void navigate(String(game.GameId))}
      />
    </section>
  );
}
