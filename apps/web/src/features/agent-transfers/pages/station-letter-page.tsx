import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useInbox, useMarkRead } from '../api/letter-api.ts';
import '../styles/agent-transfers.css';

/**
 * /StationLetter: the letters the account's agents sent it, newest first, with the unread count;
 * opening a letter marks it read, and all can be marked read at once.
 */
export default function StationLetterPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const data = inbox.data;
  return (
    <section className="letter-page" aria-labelledby="letter-title">
      <h1 id="letter-title">{t('agentTransfers.letters.inboxTitle')}</h1>
      {!data ? (
        <QueryStatus
          status={inbox.isError ? 'error' : 'loading'}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : data.Items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('agentTransfers.letters.empty')} />
      ) : (
        <>
          <p className="letter-toolbar">
            <span data-testid="letter-unread">
              {t('agentTransfers.letters.unread', { count: data.UnreadCount })}
            </span>
            {data.UnreadCount > 0 && (
              <button type="button" className="button" onClick={() => markRead.mutate(undefined)}>
                {t('agentTransfers.letters.markAll')}
              </button>
            )}
          </p>
          <ul className="letter-list">
            {data.Items.map((letter) => {
              const isOpen = openId === letter.Id;
              return (
                <li key={letter.Id} className={letter.ReadAt === null ? 'is-unread' : undefined}>
                  <button
                    type="button"
                    className="letter-head"
                    aria-expanded={isOpen}
                    onClick={() => {
                      setOpenId(isOpen ? null : letter.Id);
                      if (letter.ReadAt === null) markRead.mutate([letter.Id]);
                    }}
                  >
                    {letter.ReadAt === null && (
                      <span className="letter-dot">{t('agentTransfers.letters.isUnread')}</span>
                    )}
                    <strong>{letter.Title}</strong>
                    <small className="muted">
                      {t('agentTransfers.letters.from', { sender: letter.SenderLoginId })} ·{' '}
                      {time.dateTime(letter.CreatedAt)}
                    </small>
                  </button>
                  {isOpen && <p className="letter-body">{letter.Body}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
