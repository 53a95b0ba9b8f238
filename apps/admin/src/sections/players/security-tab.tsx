import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { playerSecurityTexts } from './player-security-texts.ts';
import { usePlayerSecurity, useResetFundPassword, useSetPlayerRealName } from './players-api.ts';

/**
 * What service needs when a player calls about account security: what is set, which actions
 * ask a second factor, and (players.manage) the fund password reset and real-name change.
 */
export function SecurityTab(props: { loginId: string; canManage: boolean }) {
  const { loginId } = props;
  const texts = playerSecurityTexts.useTexts();
  const security = usePlayerSecurity(loginId);
  const resetFund = useResetFundPassword(loginId);
  const setRealName = useSetPlayerRealName(loginId);
  const [dialog, setDialog] = useState<'fund' | 'name' | null>(null);
  const [realName, setRealNameText] = useState('');
  const close = () => setDialog(null);
  if (security.error)
    return <ErrorNotice error={security.error} onRetry={() => void security.refetch()} />;
  if (!security.data) return <p aria-busy="true">…</p>;
  const data = security.data;
  const isSet = (value: boolean) => (value ? texts.set : texts.notSet);
  const purposes = (Object.keys(texts.purposes) as (keyof typeof texts.purposes)[]).filter(
    (purpose) => data.SecondFactorFor[purpose],
  );
  const nextName = realName.trim();
  return (
    <section>
      <DetailPanel
        title={texts.title}
        items={[
          { label: texts.score, value: data.SecurityScore },
          { label: texts.realName, value: data.RealName ?? texts.notSet },
          { label: texts.fundPassword, value: isSet(data.HasFundPassword) },
          { label: texts.authenticator, value: isSet(data.IsEnableGoogleAuthenticator) },
          { label: texts.questions, value: data.SecurityQuestionIds.length },
          { label: texts.recoveryCodes, value: data.RecoveryCodesLeft },
          {
            label: texts.secondFactorFor,
            value: purposes.length ? purposes.map((p) => texts.purposes[p]).join('、') : texts.none,
            isWide: true,
          },
        ]}
      />
      {props.canManage && (
        <div className="action-list">
          <div className="form-field">
            <button
              type="button"
              disabled={!data.HasFundPassword}
              onClick={() => setDialog('fund')}
            >
              {texts.resetFund}
            </button>
          </div>
          <div className="form-field">
            <label className="form-label" htmlFor="player-real-name">
              {texts.newRealName}
            </label>
            <input
              id="player-real-name"
              value={realName}
              maxLength={30}
              onChange={(e) => setRealNameText(e.target.value)}
            />
            <button type="button" onClick={() => setDialog('name')}>
              {texts.setRealName}
            </button>
          </div>
        </div>
      )}
      {(resetFund.isSuccess || setRealName.isSuccess) && <p role="status">{texts.done}</p>}
      {dialog === 'fund' && (
        <ConfirmDialog
          title={texts.resetFundTitle}
          effect={fill(texts.resetFundEffect, { loginId })}
          confirmLabel={texts.resetFund}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={resetFund.isPending}
          error={resetFund.error}
          onCancel={close}
          onConfirm={(reason) => resetFund.mutate(reason, { onSuccess: close })}
        />
      )}
      {dialog === 'name' && (
        <ConfirmDialog
          title={texts.setRealNameTitle}
          effect={fill(texts.setRealNameEffect, {
            loginId,
            before: data.RealName ?? texts.notSet,
            after: nextName || texts.cleared,
          })}
          confirmLabel={texts.setRealName}
          reason={{ isRequired: true }}
          isBusy={setRealName.isPending}
          error={setRealName.error}
          onCancel={close}
          onConfirm={(reason) =>
            setRealName.mutate(
              { realName: nextName || null, reason },
              {
                onSuccess: () => {
                  close();
                  setRealNameText('');
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
