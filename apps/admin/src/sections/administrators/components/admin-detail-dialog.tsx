import type { TAdminAccount } from '@lottery/contracts';
import { useState } from 'react';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roleLabel } from '../../../shared/session/role-label.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Dialog } from '@lottery/client-kit';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { administratorsTexts } from '../administrators-texts.ts';
import { useRoles } from '../api/list-roles.ts';
import { adminChanges, useAdminChange } from '../api/use-admin-change.ts';
import { AdminSessions } from './admin-sessions.tsx';
import { AllowedNetworksEditor } from './allowed-networks-editor.tsx';

type TPendingAction = 'role' | 'disabled' | 'resetTotp' | null;

/** One administrator: its fields, then what an administrator manager may change about it. */
export function AdminDetailDialog({
  admin,
  canManage,
  onClose,
}: {
  admin: TAdminAccount;
  canManage: boolean;
  onClose(): void;
}) {
  const texts = administratorsTexts.useTexts();
  const time = useSiteTime();
  const language = currentLanguage();
  const roles = useRoles();
  const [roleId, setRoleId] = useState(admin.RoleId);
  const [pending, setPending] = useState<TPendingAction>(null);
  const setRole = useAdminChange<{ AdminId: number; RoleId: number }>(adminChanges.setRole);
  const setDisabled = useAdminChange<{ AdminId: number; Disabled: boolean }>(
    adminChanges.setDisabled,
  );
  const resetTotp = useAdminChange<{ AdminId: number }>(adminChanges.resetSecondFactor);
  const done = { onSuccess: () => setPending(null) };
  const who = { loginId: admin.LoginId };
  const chosenRole = roles.data?.Roles.find((role) => role.RoleId === roleId);

  return (
    <Dialog
      title={fill(texts.detail.title, who)}
      onClose={onClose}
      className="wide"
      isBodyDescription={false}
    >
      <DetailPanel
        items={[
          { label: texts.columns.loginId, value: admin.LoginId },
          { label: texts.columns.displayName, value: admin.DisplayName },
          { label: texts.columns.role, value: roleLabel(admin.RoleName, language) },
          {
            label: texts.columns.state,
            value: (
              <StatusBadge tone={admin.Disabled ? 'danger' : 'ok'}>
                {admin.Disabled ? texts.disabled : texts.enabled}
              </StatusBadge>
            ),
          },
          {
            label: texts.columns.totp,
            value: admin.TotpEnrolled ? texts.totpEnrolled : texts.totpPending,
          },
          { label: texts.failedLogins, value: admin.FailedLoginCount },
          { label: texts.columns.createdAt, value: time.format(admin.CreatedAt) },
        ]}
      />
      {canManage && (
        <section className="detail-panel" aria-label={texts.detail.changeRole}>
          <div className="form-actions">
            <label className="form-field">
              <span className="form-label">{texts.detail.changeRole}</span>
              <select value={roleId} onChange={(event) => setRoleId(Number(event.target.value))}>
                {roles.data?.Roles.map((role) => (
                  <option key={role.RoleId} value={role.RoleId}>
                    {roleLabel(role.Name, language)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="form-actions">
            <button
              type="button"
              disabled={roleId === admin.RoleId}
              onClick={() => setPending('role')}
            >
              {texts.detail.applyRole}
            </button>
            <button type="button" onClick={() => setPending('disabled')}>
              {admin.Disabled ? texts.detail.enable : texts.detail.disable}
            </button>
            <button type="button" onClick={() => setPending('resetTotp')}>
              {texts.detail.resetTotp}
            </button>
          </div>
          <AllowedNetworksEditor admin={admin} />
        </section>
      )}
      <AdminSessions adminId={admin.AdminId} canManage={canManage} />
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {texts.detail.close}
        </button>
      </div>
      {pending === 'role' && (
        <ConfirmDialog
          title={texts.detail.changeRole}
          effect={fill(texts.detail.roleEffect, {
            ...who,
            role: roleLabel(chosenRole?.Name ?? '', language),
          })}
          isBusy={setRole.isPending}
          error={setRole.error}
          onConfirm={() => setRole.mutate({ AdminId: admin.AdminId, RoleId: roleId }, done)}
          onCancel={() => setPending(null)}
        />
      )}
      {pending === 'disabled' && (
        <ConfirmDialog
          title={admin.Disabled ? texts.detail.enable : texts.detail.disable}
          effect={fill(
            admin.Disabled ? texts.detail.enableEffect : texts.detail.disableEffect,
            who,
          )}
          isDangerous={!admin.Disabled}
          isBusy={setDisabled.isPending}
          error={setDisabled.error}
          onConfirm={() =>
            setDisabled.mutate({ AdminId: admin.AdminId, Disabled: !admin.Disabled }, done)
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending === 'resetTotp' && (
        <ConfirmDialog
          title={texts.detail.resetTotp}
          effect={fill(texts.detail.resetTotpEffect, who)}
          isDangerous
          isBusy={resetTotp.isPending}
          error={resetTotp.error}
          onConfirm={() => resetTotp.mutate({ AdminId: admin.AdminId }, done)}
          onCancel={() => setPending(null)}
        />
      )}
      {roles.error && <ErrorNotice error={roles.error} />}
    </Dialog>
  );
}
