import { fill } from '../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { AskerSummary } from './asker-summary.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { serviceDeskTexts } from './service-desk-texts.ts';
import { useServiceDesk } from './use-service-desk.ts';

const connectionTone = {
  connecting: 'muted',
  connected: 'ok',
  reconnecting: 'warn',
  failed: 'danger',
} as const;

/** The live desk: the queue, the operator's conversations (several at once) and the customer. */
export function DeskView() {
  const texts = serviceDeskTexts.useTexts();
  const time = useSiteTime();
  const desk = useServiceDesk();
  const { waiting, totalWaiting, serving, selectedId } = desk.state;
  const selected = serving.find((session) => session.SessionId === selectedId) ?? null;
  const askerName = (waiter: { LoginId: string | null; VisitorId: number | null }) =>
    waiter.LoginId ?? fill(texts.queue.visitor, { id: waiter.VisitorId ?? '' });

  return (
    <div className="desk-layout">
      <aside className="desk-column" aria-label={texts.queue.title}>
        <p role="status">
          <StatusBadge tone={connectionTone[desk.connection]}>
            {texts.connection[desk.connection]}
          </StatusBadge>{' '}
          {desk.connection === 'failed' && (
            <button type="button" className="button-link" onClick={desk.retry}>
              {texts.connection.retry}
            </button>
          )}
        </p>
        <h2>
          {texts.queue.title} ({totalWaiting})
        </h2>
        <button
          type="button"
          className="button-primary"
          disabled={waiting.length === 0 || desk.connection !== 'connected'}
          onClick={() => void desk.take()}
        >
          {texts.queue.takeNext}
        </button>
        {waiting.length === 0 ? (
          <p className="table-state">{texts.queue.empty}</p>
        ) : (
          <ol className="desk-list">
            {waiting.map((waiter) => (
              <li key={waiter.SessionId}>
                <span>
                  {waiter.Position}. {askerName(waiter)}
                  <br />
                  <small>
                    {fill(texts.queue.waitingSince, { time: time.format(waiter.RequestedAt) })}
                  </small>
                </span>
                <button
                  type="button"
                  className="button-link"
                  onClick={() => void desk.take(waiter.SessionId)}
                >
                  {texts.queue.take}
                </button>
              </li>
            ))}
          </ol>
        )}
        {totalWaiting > waiting.length && (
          <p className="table-state">
            {fill(texts.queue.more, { count: totalWaiting - waiting.length })}
          </p>
        )}
        <h2>
          {texts.serving.title} ({serving.length})
        </h2>
        <ul className="desk-list" role="tablist" aria-label={texts.serving.title}>
          {serving.map((session) => (
            <li key={session.SessionId}>
              <button
                type="button"
                role="tab"
                aria-selected={session.SessionId === selectedId}
                className={session.SessionId === selectedId ? 'desk-tab selected' : 'desk-tab'}
                onClick={() => desk.select(session.SessionId)}
              >
                {askerName(session)}
              </button>
            </li>
          ))}
        </ul>
      </aside>
      {selected ? (
        <>
          <ConversationPane key={selected.SessionId} session={selected} desk={desk} />
          <AskerSummary loginId={selected.LoginId} />
        </>
      ) : (
        <p className="table-state desk-placeholder">{texts.serving.empty}</p>
      )}
    </div>
  );
}
