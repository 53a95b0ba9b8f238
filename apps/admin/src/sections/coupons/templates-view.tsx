import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';
import { formatThousandths, thousandthsOfApiAmount } from '../../shared/format/money.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useSetTemplateState, useTemplates, type TTemplateRow } from './coupons-api.ts';
import { couponsTexts } from './coupons-texts.ts';
import { IssueForm } from './issue-form.tsx';
import { TemplateForm } from './template-form.tsx';

const column = createColumnHelper<TTemplateRow>();

/** The templates with their figures; add, edit, stop or resume and issue (activities.manage). */
export function TemplatesView() {
  const texts = couponsTexts.useTexts();
  const canManage = usePermissions().has('activities.manage');
  const list = useTemplates();
  const setState = useSetTemplateState();
  const [editing, setEditing] = useState<{ row: TTemplateRow | null } | null>(null);
  const [issuing, setIssuing] = useState<TTemplateRow | null>(null);
  const [switching, setSwitching] = useState<TTemplateRow | null>(null);
  const { i18n } = useTranslation();
  const amount = (value: number) =>
    formatThousandths(thousandthsOfApiAmount(value) ?? 0n, i18n.language);
  const termsOf = (row: TTemplateRow) =>
    row.Kind === 'betVoucher'
      ? `${fill(texts.voucherTerms, { face: amount(row.FaceValue), minBet: amount(row.MinBet) })} · ${
          row.GameNames.length === 0 ? texts.allGames : row.GameNames.join('、')
        }`
      : fill(texts.depositTerms, {
          face: amount(row.FaceValue),
          minDeposit: amount(row.MinDeposit),
          percent: row.Percent,
        });

  const columns = [
    column.accessor('TemplateId', { header: 'ID' }),
    column.accessor('TitleZh', { header: texts.columns.title }),
    column.accessor('Kind', {
      header: texts.columns.kind,
      cell: (cell) => texts.kinds[cell.getValue()],
    }),
    column.display({
      id: 'terms',
      header: texts.columns.terms,
      cell: ({ row }) => termsOf(row.original),
    }),
    column.display({
      id: 'quantity',
      header: texts.columns.quantity,
      cell: ({ row }) => `${row.original.Issued} / ${row.original.TotalQuantity}`,
    }),
    column.accessor('Used', { header: texts.columns.used }),
    column.accessor('PaidTotal', {
      header: texts.columns.paid,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.display({
      id: 'state',
      header: texts.columns.state,
      cell: ({ row }) => (
        <>
          <StatusBadge tone={row.original.State === 'active' ? 'ok' : 'muted'}>
            {texts.templateStates[row.original.State]}
          </StatusBadge>{' '}
          <StatusBadge tone="info">
            {row.original.IsClaimable ? texts.claimable : texts.issueOnly}
          </StatusBadge>
        </>
      ),
    }),
    ...(canManage
      ? [
          column.display({
            id: 'actions',
            header: texts.columns.actions,
            cell: ({ row }) => (
              <span className="row-actions">
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    setEditing({ row: row.original });
                  }}
                >
                  {texts.edit}
                </button>
                {row.original.State === 'active' && (
                  <button
                    type="button"
                    onClick={(e) => {
                      e.stopPropagation();
                      setIssuing(row.original);
                    }}
                  >
                    {texts.issue}
                  </button>
                )}
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    setSwitching(row.original);
                  }}
                >
                  {row.original.State === 'active' ? texts.stop : texts.resume}
                </button>
              </span>
            ),
          }),
        ]
      : []),
  ];

  const isStopping = switching?.State === 'active';
  return (
    <>
      {canManage && (
        <div className="page-actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => setEditing({ row: null })}
          >
            {texts.add}
          </button>
        </div>
      )}
      <DataTable
        label={texts.templates}
        columns={columns}
        rows={list.data?.Items}
        rowId={(row) => String(row.TemplateId)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.noTemplates}
      />
      {editing && (
        <Dialog
          title={editing.row ? texts.edit : texts.add}
          onClose={() => setEditing(null)}
          isBodyDescription={false}
        >
          <TemplateForm row={editing.row} onDone={() => setEditing(null)} />
        </Dialog>
      )}
      {issuing && (
        <Dialog
          title={fill(texts.issueTitle, { title: issuing.TitleZh })}
          onClose={() => setIssuing(null)}
          isBodyDescription={false}
        >
          <IssueForm template={issuing} onDone={() => setIssuing(null)} />
        </Dialog>
      )}
      {switching && (
        <ConfirmDialog
          title={fill(isStopping ? texts.confirmStop : texts.confirmResume, {
            title: switching.TitleZh,
          })}
          effect={isStopping ? texts.stopEffect : texts.resumeEffect}
          confirmLabel={isStopping ? texts.stop : texts.resume}
          reason={{ isRequired: true }}
          isDangerous={isStopping}
          isBusy={setState.isPending}
          error={setState.error}
          onCancel={() => setSwitching(null)}
          onConfirm={(reason) =>
            setState.mutate(
              {
                Id: switching.TemplateId,
                State: isStopping ? 'stopped' : 'active',
                Reason: reason,
              },
              { onSuccess: () => setSwitching(null) },
            )
          }
        />
      )}
    </>
  );
}
