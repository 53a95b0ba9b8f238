import { isOpenServiceState, type TServiceSession } from '@lottery/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ConfirmDialog } from '../../shared/dialogs/confirm-dialog.tsx';
import { useSiteTime } from '../../shared/format/use-site-time.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { useCustomerService, type TServiceConnection } from './use-customer-service.ts';
import './customer-service.css';

/**
 * /ChatAnonymity: customer service for a visitor without an account, or, for a logged-in player
 * (the menu's entry), with their account inside the shell. Ask, see the queue position or stop
 * waiting, chat, rate when finished.
 */
export default function CustomerServicePage() {
  const isPlayer = useSessionStore((state) => state.session !== null);
  const { t } = useTranslation();
  const service = useCustomerService(isPlayer);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<string | null>) => {
    const refusal = await action();
    setError(refusal);
    return refusal === null;
  };
  const view = service.view;
  // A player sees it inside the shell, which has the page's one main landmark and the language.
  const Page = isPlayer ? 'div' : 'main';

  return (
    <Page className={isPlayer ? 'customer-service' : 'public-page customer-service'}>
      {!isPlayer && <LanguageSwitch />}
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
          (!view || !isOpenServiceState(view.State) ? (
            <>
              {view?.State === 'finished' && (
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
            <>
              <Composer onSend={(body) => run(() => service.send(body))} />
              {view.State === 'waiting' && (
                <CancelWaiting onCancel={() => run(() => service.cancel(view.Id))} />
              )}
            </>
          ))}
        {!isPlayer && (
          <p>
            <Link to={paths.login.getHref()}>{t('customerService.backToLogin')}</Link>
          </p>
        )}
      </section>
    </Page>
  );
}

/** Stops waiting, once the asker confirms (they would have to queue again). */
function CancelWaiting({ onCancel }: { onCancel(): Promise<boolean> }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setIsAsking(true)}>
        {t('customerService.cancel')}
      </button>
      {isAsking && (
        <ConfirmDialog
          title={t('customerService.cancel')}
          text={t('customerService.cancelConfirm')}
          confirmLabel={t('customerService.cancel')}
          cancelLabel={t('customerService.keepWaiting')}
          onCancel={() => setIsAsking(false)}
          onConfirm={() => {
            setIsAsking(false);
            void onCancel();
          }}
        />
      )}
    </>
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
        : session.State === 'cancelled'
          ? t('customerService.cancelled')
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
      {session.Messages.length === 0 && isOpenServiceState(session.State) && (
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
