import type { TAdminAuditEntry } from '@lottery/contracts';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Dialog } from '@lottery/client-kit';
import { uiTexts } from '../../../shared/ui/ui-texts.ts';
import { auditTexts } from '../audit-texts.ts';
import { AuditDiff } from './audit-diff.tsx';

/** One audit row: who, role, action, target, address, time, and what changed. */
export function AuditEntryDialog({ entry, onClose }: { entry: TAdminAuditEntry; onClose(): void }) {
  const texts = auditTexts.useTexts();
  const close = uiTexts.useTexts().close;
  const time = useSiteTime();
  return (
    <Dialog
      title={fill(texts.detail.title, { action: entry.Action })}
      onClose={onClose}
      className="wide"
      isBodyDescription={false}
      actions={
        <button type="button" onClick={onClose}>
          {close}
        </button>
      }
    >
      <DetailPanel
        items={[
          { label: texts.columns.at, value: time.format(entry.At) },
          { label: texts.columns.admin, value: entry.LoginId },
          { label: texts.columns.role, value: roleLabel(entry.RoleName, currentLanguage()) },
          { label: texts.columns.action, value: <code>{entry.Action}</code> },
          { label: texts.columns.target, value: `${entry.TargetType} ${entry.TargetId}` },
          { label: texts.columns.ip, value: entry.Ip ?? '—' },
          {
            label: texts.detail.field,
            value: <AuditDiff before={entry.Before} after={entry.After} />,
            isWide: true,
          },
        ]}
      />
    </Dialog>
  );
}
