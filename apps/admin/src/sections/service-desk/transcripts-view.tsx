import type { TServiceDeskSession } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { siteWallClockToEpochMs, useSiteTime } from '../../shared/format/site-time.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { useOperators, useTranscripts, type TTranscriptFilters } from './service-desk-api.ts';
import { serviceDeskTexts } from './service-desk-texts.ts';

/** A site date's start (YYYY-MM-DD) as an instant, or undefined when empty. */
const dayStart = (date: string, timeZone: string) =>
  date ? (siteWallClockToEpochMs(`${date}T00:00`, timeZone) ?? undefined) : undefined;

/** The transcripts search: by player, operator, site dates, rating and text, with ratings shown. */
export function TranscriptsView() {
  const texts = serviceDeskTexts.useTexts();
  const time = useSiteTime();
  const operators = useOperators();
  const [form, setForm] = useState({
    loginId: '',
    operatorId: '',
    from: '',
    to: '',
    rating: '',
    text: '',
  });
  const [filters, setFilters] = useState<TTranscriptFilters>({ Page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const page = useTranscripts(filters);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const to = dayStart(form.to, time.timeZone);
    setFilters({
      Page: 1,
      ...(form.loginId.trim() ? { LoginId: form.loginId.trim() } : {}),
      ...(form.operatorId ? { OperatorId: Number(form.operatorId) } : {}),
      ...(form.from ? { FromMs: dayStart(form.from, time.timeZone) } : {}),
      // The end date is included: up to the next day's start.
      ...(to !== undefined ? { ToMs: to + 86_400_000 } : {}),
      ...(form.rating ? { Rating: Number(form.rating) } : {}),
      ...(form.text.trim() ? { Text: form.text.trim() } : {}),
    });
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  const askerOf = (session: TServiceDeskSession) =>
    session.LoginId ?? `#${session.VisitorId ?? ''}`;
  const pageCount = Math.max(1, Math.ceil((page.data?.Total ?? 0) / 20));

  return (
    <div>
      <h2>{texts.transcripts.title}</h2>
      <form className="filter-bar" onSubmit={search}>
        <label className="filter-field">
          {texts.transcripts.loginId}
          <input {...field('loginId')} maxLength={32} />
        </label>
        <label className="filter-field">
          {texts.transcripts.operator}
          <select {...field('operatorId')}>
            <option value="">{texts.transcripts.anyOperator}</option>
            {operators.data?.Items.map((operator) => (
              <option key={operator.AdminId} value={operator.AdminId}>
                {operator.DisplayName}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          {texts.transcripts.from}
          <input type="date" {...field('from')} />
        </label>
        <label className="filter-field">
          {texts.transcripts.to}
          <input type="date" {...field('to')} />
        </label>
        <label className="filter-field">
          {texts.transcripts.rating}
          <select {...field('rating')}>
            <option value="">{texts.transcripts.anyRating}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {'★'.repeat(rating)}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          {texts.transcripts.text}
          <input {...field('text')} maxLength={100} />
        </label>
        <div className="filter-actions">
          <button type="submit" className="button-primary">
            {texts.transcripts.search}
          </button>
        </div>
      </form>
      {page.error ? (
        <ErrorNotice error={page.error} onRetry={() => void page.refetch()} />
      ) : page.isLoading ? (
        <p className="table-state">…</p>
      ) : page.data?.Items.length === 0 ? (
        <p className="table-state">{texts.transcripts.empty}</p>
      ) : (
        <>
          <p>{fill(texts.transcripts.total, { total: page.data?.Total ?? 0 })}</p>
          <ul className="desk-transcripts">
            {page.data?.Items.map((session) => (
              <li key={session.SessionId}>
                <div className="desk-transcript-head">
                  <span>
                    <strong>{askerOf(session)}</strong> · {texts.transcripts.states[session.State]}{' '}
                    · {session.OperatorName ?? '—'} · {time.format(session.RequestedAt)}
                  </span>
                  <span>
                    {session.Rating ? '★'.repeat(session.Rating) : texts.transcripts.notRated}
                    {session.RatingComment ? ` “${session.RatingComment}”` : ''}
                  </span>
                  <button
                    type="button"
                    className="button-link"
                    aria-expanded={openId === session.SessionId}
                    onClick={() =>
                      setOpenId(openId === session.SessionId ? null : session.SessionId)
                    }
                  >
                    {openId === session.SessionId ? texts.transcripts.hide : texts.transcripts.show}
                  </button>
                </div>
                {openId === session.SessionId && (
                  <ol className="desk-messages">
                    {session.Messages.map((message) => (
                      <li
                        key={message.Id}
                        className={message.FromOperator ? 'from-operator' : 'from-asker'}
                      >
                        <small>
                          {message.SenderName} · {time.format(message.CreatedAt)}
                        </small>
                        <p>{message.Body}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
          <div className="pager">
            <button
              type="button"
              disabled={filters.Page <= 1}
              onClick={() => setFilters({ ...filters, Page: filters.Page - 1 })}
            >
              {texts.transcripts.previous}
            </button>
            <span>
              {filters.Page} / {pageCount}
            </span>
            <button
              type="button"
              disabled={filters.Page >= pageCount}
              onClick={() => setFilters({ ...filters, Page: filters.Page + 1 })}
            >
              {texts.transcripts.next}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
