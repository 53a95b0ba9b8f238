import type { TFlaggedPlayer } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { flaggedPlayersQuery } from '../api/list-flagged-players.ts';
import { riskTexts } from '../risk-texts.ts';

const column = createColumnHelper<TFlaggedPlayer>();

/** Players the rules flag, each with what the rule found. */
export function FlaggedPlayers() {
  const texts = riskTexts.useTexts().flags;
  const { i18n } = useTranslation();
  const query = useQuery(flaggedPlayersQuery());
  const columns = [
    column.accessor('Rule', {
      header: texts.rule,
      cell: (c) => <StatusBadge tone="warn">{texts.rules[c.getValue()]}</StatusBadge>,
    }),
    column.accessor('LoginIds', { header: texts.players, cell: (c) => c.getValue().join(', ') }),
    column.display({
      id: 'evidence',
      header: texts.evidence,
      cell: ({ row }) => (i18n.language === 'en' ? row.original.Evidence : row.original.EvidenceZh),
    }),
  ];
  return (
    <div>
      <p className="section-intro">{texts.intro}</p>
      <DataTable
        label={texts.intro}
        columns={columns}
        rows={query.data?.Flags}
        rowId={(flag) => `${flag.Rule}|${flag.LoginIds.join(',')}|${flag.Evidence}`}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={texts.empty}
      />
    </div>
  );
}
