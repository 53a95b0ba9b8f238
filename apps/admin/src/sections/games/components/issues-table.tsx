import type { TAdminGameWire, TAdminIssueWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../../shared/ui/use-url-filters.ts';
import { useCancelIssue } from '../api/cancel-issue.ts';
import { issuesPageSize, issuesQuery } from '../api/list-issues.ts';
import { EnterResultDialog } from './enter-result-dialog.tsx';
import { gamesTexts } from '../games-texts.ts';
import { IssueProofDialog } from './issue-proof-dialog.tsx';

const column = createColumnHelper<TAdminIssueWire>();

/** A game's opened issues, newest first: result and sources, money, proof, and the actions. */
export function IssuesTable(props: { game: TAdminGameWire; canResult: boolean }) {
  const texts = gamesTexts.useTexts().issues;
  const siteTime = useSiteTime();
  const filters = useUrlFilters([] as const);
  const query = useQuery(issuesQuery(props.game.GameId, filters.page));
  const cancel = useCancelIssue();
  const [proof, setProof] = useState<TAdminIssueWire | null>(null);
  const [entering, setEntering] = useState<TAdminIssueWire | null>(null);
  const [cancelling, setCancelling] = useState<TAdminIssueWire | null>(null);
  const isExternal = props.game.DrawSource === 'external';
  const now = query.dataUpdatedAt;

  const columns = [
    column.accessor('SerialNumber', { header: texts.serial }),
    column.accessor('State', {
      header: texts.state,
      cell: ({ row }) => (
        <>
          <StatusBadge tone={row.original.State === 'drawn' ? 'ok' : 'info'}>
            {texts.states[row.original.State]}
          </StatusBadge>{' '}
          {row.original.Disputed && <StatusBadge tone="danger">{texts.disputed}</StatusBadge>}
        </>
      ),
    }),
    column.accessor('DrawTime', {
      header: texts.drawTime,
      cell: (c) => siteTime.format(c.getValue()),
    }),
    column.accessor('WinningNumber', { header: texts.number, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('ResultSource', { header: texts.source, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('Tickets', { header: texts.tickets }),
    column.accessor('Stake', { header: texts.stake, cell: (c) => <Money amount={c.getValue()} /> }),
    column.accessor('Prizes', {
      header: texts.prizes,
      cell: (c) => <Money amount={c.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: texts.actions,
      cell: ({ row }) => {
        const issue = row.original;
        const isOpen = issue.State === 'scheduled';
        return (
          <div className="row-actions">
            <button type="button" onClick={() => setProof(issue)}>
              {texts.proof}
            </button>
            {props.canResult &&
              isExternal &&
              issue.State !== 'cancelled' &&
              issue.DrawTime <= now && (
                <button type="button" onClick={() => setEntering(issue)}>
                  {texts.enter}
                </button>
              )}
            {props.canResult && isOpen && (
              <button type="button" className="button-danger" onClick={() => setCancelling(issue)}>
                {texts.cancel}
              </button>
            )}
          </div>
        );
      },
    }),
  ];

  return (
    <div className="issues-block">
      <h2>{texts.heading}</h2>
      <DataTable
        label={texts.heading}
        columns={columns}
        rows={query.data?.Issues}
        rowId={(issue) => issue.SerialNumber}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        paging={{
          page: filters.page,
          pageSize: issuesPageSize,
          total: query.data?.Total ?? 0,
          onPageChange: filters.setPage,
        }}
      />
      {proof && <IssueProofDialog issue={proof} onClose={() => setProof(null)} />}
      {entering && (
        <EnterResultDialog
          gameId={props.game.GameId}
          issue={entering}
          onClose={() => setEntering(null)}
        />
      )}
      {cancelling && (
        <ConfirmDialog
          title={fill(texts.cancelTitle, { serial: cancelling.SerialNumber })}
          effect={texts.cancelEffect}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={cancel.isPending}
          error={cancel.error}
          onCancel={() => {
            cancel.reset();
            setCancelling(null);
          }}
          onConfirm={(reason) =>
            cancel.mutate(
              { GameId: props.game.GameId, SerialNumber: cancelling.SerialNumber, Reason: reason },
              { onSuccess: () => setCancelling(null) },
            )
          }
        />
      )}
    </div>
  );
}
