import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import {
  createRegisterLink,
  disableRegisterLink,
  registerLinksKey,
  useRegisterLinks,
} from '../api/team-calls.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { apiErrorText } from '../components/api-error-text.ts';
import {
  MemberTermsFields,
  prizeGroupOf,
  type TMemberRole,
} from '../components/member-terms-fields.tsx';
import { RegisterLinkCard } from '../components/register-link-card.tsx';
import '../styles/agent-team.css';

/** A term of the link counted in whole numbers (days valid, use limit); empty for no limit. */
function OptionalCountRow({
  label,
  name,
  max,
  value,
  onChange,
}: {
  label: string;
  name: string;
  max?: number;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FormRow label={label}>
      <input
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormRow>
  );
}

/**
 * /RegisterLink: the agent's invite links (type, prize group, expiry, use count, QR code and a
 * copy button) and a form for a new one.
 */
export default function RegisterLinkPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useRegisterLinks();
  const [nowMs] = useState(() => Date.now());
  const [role, setRole] = useState<TMemberRole>('player');
  const [group, setGroup] = useState('');
  const [days, setDays] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = links.data?.OwnPrizeGroup;
  const reload = () => queryClient.invalidateQueries({ queryKey: registerLinksKey });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      await createRegisterLink({
        Role: role,
        PrizeGroup: prizeGroupOf(group, own),
        ...(days && { ExpiresInDays: Number(days) }),
        ...(maxUses && { MaxUses: Number(maxUses) }),
      });
      await reload();
    } catch (caught) {
      setError(apiErrorText(caught, t));
    } finally {
      setIsBusy(false);
    }
  };
  const disable = async (code: string) => {
    if (!(await askConfirm(t('agentTeam.links.confirmDisable', { code })))) return;
    try {
      await disableRegisterLink(code);
    } catch (caught) {
      setError(apiErrorText(caught, t));
    }
    await reload();
  };
  return (
    <section className="team-page" aria-labelledby="register-link-title">
      <h1 id="register-link-title">{t('agentTeam.links.title')}</h1>
      <form className="team-form team-panel" onSubmit={(event) => void submit(event)}>
        <MemberTermsFields
          roleLabel={t('agentTeam.links.role')}
          role={role}
          onRole={setRole}
          group={group}
          onGroup={setGroup}
          own={own}
        />
        <OptionalCountRow
          label={t('agentTeam.links.expiresInDays')}
          name="expiresInDays"
          max={3650}
          value={days}
          onChange={setDays}
        />
        <OptionalCountRow
          label={t('agentTeam.links.maxUses')}
          name="maxUses"
          value={maxUses}
          onChange={setMaxUses}
        />
        <button type="submit" className="button primary" disabled={isBusy}>
          {t('agentTeam.links.submit')}
        </button>
        {error && (
          <p className="form-error team-message" role="alert">
            {error}
          </p>
        )}
      </form>
      {!links.data ? (
        <QueryStatus
          status={links.isError ? 'error' : 'loading'}
          error={links.error}
          onRetry={() => void links.refetch()}
        />
      ) : links.data.Items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('agentTeam.links.empty')} />
      ) : (
        <ul className="team-links">
          {links.data.Items.map((link) => (
            <RegisterLinkCard
              key={link.Code}
              link={link}
              nowMs={nowMs}
              onDisable={() => void disable(link.Code)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
