import type { TServiceSession } from '@lottery/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSiteTime } from '../../shared/format/use-site-time.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { useCustomerService, type TServiceConnection } from './use-customer-service.ts';
import './customer-service.css';

/**
 * /ChatAnonymity: customer service for a visitor without an account, or, for a logged-in player
 * (the menu's entry), with their account. Ask, see the queue position, chat, rate when finished.
 */
export default function CustomerServicePage() {
  const playerToken = useSessionStore((state) => state.session?.accessToken ?? null);
  const { t } = useTranslation();
  const service = useCustomerService(playerToken);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<string | null>) => {
    const refusal = await action();
    setError(refusal);
    return refusal === null;
  };
  const view = service.view;

  return (
    <main className="public-page customer-service">
      <LanguageSwitch />
      <section className="card customer-service-card" aria-labelledby="customer-service-title">
        <h1 id="customer-service-title">{t('customerService.title')}</h1>
        <ConnectionState connection={service.connection} onRetry={service.retry} />
        {service.connection !== 'failed' && view && <SessionState session={view} />}
        {view && <Messages session={view} />}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {service.connection === 'connected' &&
          (!view || view.State === 'finished' ? (
            <>
              {view && (
                <Rating session={view} onRate={(n, c) => run(() => service.rate(view.Id, n, c))} />
              )}
              {!view && <p>{t('customerService.intro')}</p>}
              <button
                type="button"
                className="button primary"
                onClick={() => void run(service.ask)}
              >
                {view ? t('customerService.again') : t('customerService.start')}
              </button>
            </>
          ) : (
            <Composer onSend={(body) => run(() => service.send(body))} />
          ))}
        {!playerToken && (
          <p>
            <Link to={paths.login.getHref()}>{t('customerService.backToLogin')}</Link>
          </p>
        )}
      </section>
    </main>
  );
}

function ConnectionState(props: { connection: TServiceConnection; onRetry(): void }) {
  const { t } = useTranslation();
  if (props.connection === 'connected') return null;
  return (
    <p role="status">
      {props.connection === 'failed'
        ? t('customerService.failed')
        : props.connection === 'reconnecting'
          ? t('customerService.reconnecting')
          : t('customerService.connecting')}{' '}
      {props.connection === 'failed' && (
        <button type="button" className="button" onClick={props.onRetry}>
          {t('customerService.retry')}
        </button>
      )}
    </p>
  );
}

function SessionState({ session }: { session: TServiceSession }) {
  const { t } = useTranslation();
  const text =
    session.State === 'waiting'
      ? session.Position <= 1
        ? t('customerService.waitingFirst')
        : t('customerService.waiting', { ahead: session.Position - 1 })
      : session.State === 'serving'
        ? t('customerService.serving', { name: session.OperatorName ?? '' })
        : t('customerService.finished');
  return (
    <p className="customer-service-state" role="status" aria-live="polite">
      {text}
    </p>
  );
}

function Messages({ session }: { session: TServiceSession }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const end = useRef<HTMLLIElement>(null);
  // A block, not an expression: scrollIntoView answers a promise in newer browsers, and React
  // would take a returned value for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [session.Messages.length]);
  return (
    <ol className="customer-service-messages" aria-label={t('customerService.title')}>
      {session.Messages.length === 0 && session.State !== 'finished' && (
        <li className="customer-service-empty">{t('customerService.empty')}</li>
      )}
      {session.Messages.map((message) => (
        <li key={message.Id} className={message.FromOperator ? 'from-operator' : 'from-me'}>
          <small>
            {message.FromOperator
              ? message.SenderName || t('customerService.operator')
              : t('customerService.you')}{' '}
            · {time.clock(message.CreatedAt)}
          </small>
          <p>{message.Body}</p>
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

function Composer({ onSend }: { onSend(body: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() === '' || isSending) return;
    setIsSending(true);
    if (await onSend(draft)) setDraft('');
    setIsSending(false);
  };
  return (
    <form className="customer-service-composer" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="customer-service-message">
        {t('customerService.message')}
      </label>
      <textarea
        id="customer-service-message"
        value={draft}
        rows={2}
        maxLength={500}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <button type="submit" className="button primary" disabled={isSending}>
        {t('customerService.send')}
      </button>
    </form>
  );
}

function Rating(props: {
  session: TServiceSession;
  onRate(rating: number, comment: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (props.session.Rating !== null)
    return <p role="status">{t('customerService.rated', { n: props.session.Rating })}</p>;
  return (
    <form
      className="customer-service-rating"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating > 0) void props.onRate(rating, comment);
      }}
    >
      <fieldset>
        <legend>{t('customerService.rateTitle')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="customer-service-star">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{t('customerService.rateStar', { n })}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {t('customerService.comment')}
        <input
          value={comment}
          maxLength={200}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={rating === 0}>
        {t('customerService.submitRating')}
      </button>
    </form>
  );
}
