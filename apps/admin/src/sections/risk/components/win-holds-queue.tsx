import type { TWinHoldWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { formatThousandths, thousandthsOfApiAmount } from '../../../shared/format/money.ts';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { usePermissions } from '../../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { StatusBadge, type TBadgeTone } from '../../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../../shared/ui/use-url-filters.ts';
import { useDecideWinHold, type TDecision } from '../api/decide-win-hold.ts';
import { winHoldsPageSize, winHoldsQuery, type TWinHoldState } from '../api/list-win-holds.ts';
import { riskTexts } from '../risk-texts.ts';
import { useTranslation } from 'react-i18next';

const tones: Record<TWinHoldState, TBadgeTone> = { held: 'warn', released: 'ok', voided: 'muted' };
const column = createColumnHelper<TWinHoldWire>();
const isHoldState = (value: string): value is TWinHoldState =>
  value === 'held' || value === 'released' || value === 'voided';

/** The held wins queue (oldest first) with release and void, or the decided ones. */
export function WinHoldsQueue() {
  const texts = riskTexts.useTexts().holds;
  const siteTime = useSiteTime();
  const { i18n } = useTranslation();
  const canDecide = usePermissions().has('risk.manage');
  const filters = useUrlFilters(['state'] as const);
  const state: TWinHoldState = isHoldState(filters.values.state) ? filters.values.state : 'held';
  const query = useQuery(winHoldsQuery(state, filters.page));
  const decide = useDecideWinHold();
  const [pending, setPending] = useState<{ hold: TWinHoldWire; decision: TDecision } | null>(null);
  const prizeText = (hold: TWinHoldWire) =>
    formatThousandths(thousandthsOfApiAmount(hold.Prize) ?? 0n, i18n.language);

  const columns = [
    column.accessor('SerialNumber', { header: texts.serial }),
    column.accessor('LoginId', { header: texts.player }),
    column.display({
      id: 'game',
      header: texts.game,
      cell: ({ row }) => `${row.original.GameName} · ${row.original.IssueSerialNumber}`,
    }),
    column.accessor('BetTypeName', { header: texts.betType }),
    column.accessor('Stake', { header: texts.stake, cell: (c) => <Money amount={c.getValue()} /> }),
    column.accessor('Prize', { header: texts.prize, cell: (c) => <Money amount={c.getValue()} /> }),
    column.accessor('State', {
      header: texts.state,
      cell: (c) => (
        <StatusBadge tone={tones[c.getValue()]}>{texts.states[c.getValue()]}</StatusBadge>
      ),
    }),
    column.accessor('HeldAt', { header: texts.heldAt, cell: (c) => siteTime.format(c.getValue()) }),
    ...(state === 'held'
      ? canDecide
        ? [
            column.display({
              id: 'actions',
              header: texts.actions,
              cell: ({ row }) => (
                <div className="row-actions">
                  <button
                    type="button"
                    className="button-primary"
                    onClick={() => setPending({ hold: row.original, decision: 'release' })}
                  >
                    {texts.release}
                  </button>
                  <button
                    type="button"
                    className="button-danger"
                    onClick={() => setPending({ hold: row.original, decision: 'void' })}
                  >
                    {texts.void}
                  </button>
                </div>
              ),
            }),
          ]
        : []
      : [
          column.accessor('DecidedAt', {
            header: texts.decidedAt,
            cell: (c) => {
              const at = c.getValue();
              return at === null ? '—' : siteTime.format(at);
            },
          }),
          column.accessor('Reason', { header: texts.reason }),
        ]),
  ];

  return (
    <div>
      <p className="section-intro">{texts.intro}</p>
      <FilterBar
        fields={[
          {
            name: 'state',
            label: texts.state,
            kind: 'select',
            options: (['held', 'released', 'voided'] as const).map((value) => ({
              value,
              label: texts.states[value],
            })),
          },
        ]}
        values={{ state }}
        onApply={filters.apply}
      />
      <DataTable
        label={texts.intro}
        columns={columns}
        rows={query.data?.Holds}
        rowId={(hold) => String(hold.TicketId)}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={texts.empty}
        paging={{
          page: filters.page,
          pageSize: winHoldsPageSize,
          total: query.data?.Total ?? 0,
          onPageChange: filters.setPage,
        }}
      />
      {pending && (
        <ConfirmDialog
          title={fill(pending.decision === 'release' ? texts.releaseTitle : texts.voidTitle, {
            serial: pending.hold.SerialNumber,
          })}
          effect={fill(pending.decision === 'release' ? texts.releaseEffect : texts.voidEffect, {
            prize: prizeText(pending.hold),
            player: pending.hold.LoginId,
          })}
          confirmLabel={pending.decision === 'release' ? texts.release : texts.void}
          reason={{ isRequired: true }}
          isDangerous={pending.decision === 'void'}
          isBusy={decide.isPending}
          error={decide.error}
          onCancel={() => {
            decide.reset();
            setPending(null);
          }}
          onConfirm={(reason) =>
            decide.mutate(
              { decision: pending.decision, ticketId: pending.hold.TicketId, reason },
              { onSuccess: () => setPending(null) },
            )
          }
        />
      )}
    </div>
  );
}
