import { useState, type FormEvent } from 'react';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { RecoveryCodesView } from '../../shared/recovery/recovery-codes-view.tsx';
import { roleLabel } from '../../shared/session/role-label.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { SessionsTable } from '../../shared/sessions/sessions-table.tsx';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useMe } from './api/me.ts';
import { useEndMySession, useMySessions } from './api/my-sessions.ts';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes.ts';
import { myAccountTexts } from './my-account-texts.ts';

/** /admin/me: who I am, my sessions (end another device's), new recovery codes, language. */
export default function MyAccountPage() {
  const texts = myAccountTexts.useTexts();
  const admin = useSessionStore((state) => state.session?.admin);
  const me = useMe();
  const sessions = useMySessions();
  const codesLeft = me.data?.RecoveryCodesLeft;
  const end = useEndMySession();
  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <DetailPanel
        title={texts.profile}
        items={[
          { label: texts.loginId, value: admin?.loginId },
          { label: texts.displayName, value: me.data?.DisplayName },
          { label: texts.role, value: admin && roleLabel(admin.roleName, currentLanguage()) },
          {
            label: texts.codesLeft,
            value:
              codesLeft === undefined ? undefined : codesLeft <= 3 ? (
                <StatusBadge tone="warn">
                  {codesLeft} · {texts.fewCodesLeft}
                </StatusBadge>
              ) : (
                codesLeft
              ),
          },
          { label: texts.language, value: <LanguageSwitch label={texts.language} /> },
        ]}
      />
      <section className="detail-panel">
        <SessionsTable
          sessions={sessions.data?.Sessions}
          isLoading={sessions.isLoading}
          error={sessions.error}
          onEnd={{ run: end.mutateAsync, isPending: end.isPending, error: end.error }}
        />
      </section>
      <RegenerateRecoveryCodes loginId={admin?.loginId ?? ''} />
    </>
  );
}

function RegenerateRecoveryCodes({ loginId }: { loginId: string }) {
  const texts = myAccountTexts.useTexts().recovery;
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [isCodeBad, setIsCodeBad] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setIsCodeBad(true);
      return;
    }
    regenerate.mutate(code, { onSuccess: () => setCode('') });
  }

  return (
    <section className="detail-panel" aria-labelledby="regenerate-title">
      <h3 className="detail-title" id="regenerate-title">
        {texts.title}
      </h3>
      {regenerate.data ? (
        <RecoveryCodesView loginId={loginId} codes={regenerate.data.RecoveryCodes} />
      ) : (
        <>
          <p>{texts.intro}</p>
          <Form
            submitLabel={texts.submit}
            isBusy={regenerate.isPending}
            error={regenerate.error}
            onSubmit={submit}
          >
            <FormField label={texts.code} error={isCodeBad ? texts.codeFormat : undefined}>
              <input
                className="code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  setIsCodeBad(false);
                }}
              />
            </FormField>
          </Form>
        </>
      )}
    </section>
  );
}
