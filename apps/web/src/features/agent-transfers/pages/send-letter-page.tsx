import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useSendLetter, useSentLetters } from '../api/letter-api.ts';
import '../styles/agent-transfers.css';

const splitIds = (text: string) =>
  text
    .split(/[\s,，]+/)
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * /SendLetter (agent menu "Send a letter"): to chosen members (prefilled from ?member= when a row
 * of /Player links here) or the whole team, and the letters sent with how many have read each.
 */
export default function SendLetterPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const [params] = useSearchParams();
  const member = params.get('member');
  const send = useSendLetter();
  const sent = useSentLetters();
  const [audience, setAudience] = useState<'Members' | 'Team'>(member ? 'Members' : 'Team');
  const [loginIds, setLoginIds] = useState(member ?? '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    send.mutate(
      {
        Audience: audience,
        LoginIds: audience === 'Members' ? splitIds(loginIds) : [],
        Title: title,
        Body: body,
      },
      {
        onSuccess: (result) => {
          setDone(t('agentTransfers.letters.sentDone', { count: result.RecipientCount }));
          setTitle('');
          setBody('');
        },
      },
    );
  };

  return (
    <section className="letter-page" aria-labelledby="send-letter-title">
      <h1 id="send-letter-title">{t('agentTransfers.letters.sendTitle')}</h1>
      <form className="transfer-form" onSubmit={submit}>
        <fieldset className="transfer-kinds">
          <legend>{t('agentTransfers.letters.audience')}</legend>
          {(['Team', 'Members'] as const).map((candidate) => (
            <label key={candidate} className="transfer-choice">
              <input
                type="radio"
                name="letter-audience"
                checked={candidate === audience}
                onChange={() => setAudience(candidate)}
              />
              <span>{t(`agentTransfers.letters.audiences.${candidate}`)}</span>
            </label>
          ))}
        </fieldset>
        {audience === 'Members' && (
          <FormRow
            label={t('agentTransfers.letters.loginIds')}
            hint={t('agentTransfers.letters.loginIdsHint')}
          >
            <input
              value={loginIds}
              onChange={(event) => setLoginIds(event.target.value)}
              required
            />
          </FormRow>
        )}
        <FormRow label={t('agentTransfers.letters.letterTitle')}>
          <input
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
            required
          />
        </FormRow>
        <FormRow label={t('agentTransfers.letters.body')}>
          <textarea
            value={body}
            rows={5}
            maxLength={5000}
            onChange={(event) => setBody(event.target.value)}
            required
          />
        </FormRow>
        {send.error && (
          <p className="form-error" role="alert">
            {(send.error instanceof ApiError && send.error.body?.Message) || t('common.loadError')}
          </p>
        )}
        {done && (
          <p className="transfer-note is-ok" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="button primary" disabled={send.isPending}>
          {send.isPending ? t('agentTransfers.letters.sending') : t('agentTransfers.letters.send')}
        </button>
      </form>
      <section aria-labelledby="sent-letters-title">
        <h2 id="sent-letters-title">{t('agentTransfers.letters.sentList')}</h2>
        {!sent.data ? (
          <QueryStatus
            status={sent.isError ? 'error' : 'loading'}
            error={sent.error}
            onRetry={() => void sent.refetch()}
          />
        ) : sent.data.Items.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('agentTransfers.letters.sentEmpty')} />
        ) : (
          <ul className="letter-list">
            {sent.data.Items.map((letter) => (
              <li key={letter.Id}>
                <strong>{letter.Title}</strong>
                <small className="muted">
                  {t(`agentTransfers.letters.audiences.${letter.Audience}`)} ·{' '}
                  {t('agentTransfers.letters.readCount', {
                    read: letter.ReadCount,
                    total: letter.RecipientCount,
                  })}{' '}
                  · {time.dateTime(letter.CreatedAt)}
                </small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
