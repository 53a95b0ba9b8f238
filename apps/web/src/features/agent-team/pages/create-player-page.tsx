import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { createMember, useRegisterLinks } from '../api/team-calls.ts';
import { apiErrorText } from '../components/api-error-text.ts';
import {
  MemberTermsFields,
  prizeGroupOf,
  type TMemberRole,
} from '../components/member-terms-fields.tsx';
import '../styles/agent-team.css';

/**
 * /CreatePlayer: the agent opens a player or agent account under itself: login id and password
 * by the registration rules (the server checks them), a prize group at most its own.
 */
export default function CreatePlayerPage() {
  const { t } = useTranslation();
  const own = useRegisterLinks().data?.OwnPrizeGroup;
  const [role, setRole] = useState<TMemberRole>('player');
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [nickName, setNickName] = useState('');
  const [group, setGroup] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; loginId: string }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'busy' });
    try {
      const created = await createMember({
        LoginId: loginId.trim(),
        Password: password,
        Role: role,
        PrizeGroup: prizeGroupOf(group, own),
        ...(nickName.trim() && { NickName: nickName.trim() }),
      });
      setState({ kind: 'done', loginId: created.LoginId });
      setLoginId('');
      setPassword('');
      setNickName('');
    } catch (error) {
      setState({ kind: 'error', text: apiErrorText(error, t) });
    }
  };
  return (
    <section className="team-page" aria-labelledby="create-player-title">
      <h1 id="create-player-title">{t('agentTeam.create.title')}</h1>
      <form className="team-form team-panel" onSubmit={(event) => void submit(event)}>
        <MemberTermsFields
          roleLabel={t('agentTeam.create.role')}
          role={role}
          onRole={setRole}
          group={group}
          onGroup={setGroup}
          own={own}
        />
        <FormRow label={t('agentTeam.create.loginId')}>
          <input
            name="loginId"
            value={loginId}
            required
            autoComplete="off"
            maxLength={16}
            onChange={(event) => setLoginId(event.target.value)}
          />
        </FormRow>
        <FormRow label={t('agentTeam.create.password')}>
          <input
            name="password"
            type="password"
            value={password}
            required
            autoComplete="new-password"
            maxLength={20}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormRow>
        <FormRow label={t('agentTeam.create.nickName')}>
          <input
            name="nickName"
            value={nickName}
            maxLength={20}
            onChange={(event) => setNickName(event.target.value)}
          />
        </FormRow>
        <button type="submit" className="button primary" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? t('agentTeam.create.submitting') : t('agentTeam.create.submit')}
        </button>
        <p className="team-message" role="status" aria-live="polite">
          {state.kind === 'done' && t('agentTeam.create.created', { loginId: state.loginId })}
        </p>
        {state.kind === 'error' && (
          <p className="form-error team-message" role="alert">
            {state.text}
          </p>
        )}
      </form>
    </section>
  );
}
