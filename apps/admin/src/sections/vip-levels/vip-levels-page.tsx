import { Dialog } from '@lottery/client-kit';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { VipLevelForm } from './vip-level-form.tsx';
import { vipLevelsQuery, type TVipLevelView } from './vip-levels-api.ts';
import { vipLevelsTexts } from './vip-levels-texts.ts';

const column = createColumnHelper<TVipLevelView>();
const money = (cell: { getValue(): number }) => <Money amount={cell.getValue()} />;

/** The VIP levels: thresholds, rewards and holders; vip.manage opens a level to change it. */
export default function VipLevelsPage() {
  const texts = vipLevelsTexts.useTexts();
  const canManage = usePermissions().has('vip.manage');
  const levels = useQuery(vipLevelsQuery);
  const [editing, setEditing] = useState<TVipLevelView | null>(null);
  const columns = [
    column.accessor('Level', {
      header: texts.columns.level,
      cell: (cell) => `VIP ${cell.getValue()}`,
    }),
    column.accessor('Name', { header: texts.columns.name }),
    column.accessor('DepositRequired', { header: texts.columns.deposit, cell: money }),
    column.accessor('BetVolumeRequired', { header: texts.columns.betVolume, cell: money }),
    column.accessor('UpgradeBonus', { header: texts.columns.upgrade, cell: money }),
    column.accessor('BirthdayBonus', { header: texts.columns.birthday, cell: money }),
    column.accessor('MonthlyBonus', { header: texts.columns.monthly, cell: money }),
    column.accessor('BonusTurnoverMultiple', {
      header: texts.columns.multiple,
      cell: (cell) => `× ${cell.getValue()}`,
    }),
    column.accessor('Players', { header: texts.columns.players }),
  ];
  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="form-hint">{texts.intro}</p>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={levels.data?.Items}
        rowId={(row) => String(row.Level)}
        isLoading={levels.isLoading}
        error={levels.error}
        onRetry={() => void levels.refetch()}
        emptyText={texts.empty}
        {...(canManage ? { onRowClick: setEditing } : {})}
      />
      {editing && (
        <Dialog
          title={fill(texts.edit, { level: editing.Level, name: editing.Name })}
          onClose={() => setEditing(null)}
          isBodyDescription={false}
        >
          <VipLevelForm level={editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </section>
  );
}
