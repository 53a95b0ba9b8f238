import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { findContacts, type TContact } from '../api/group-contacts.ts';
import type { TGroupHubApi } from '../api/group-hub-api.ts';
import { useLatestRequest } from '../hooks/use-latest-request.ts';
import { useChatStore } from '../store/chat-store.ts';
import { PeopleSearch } from './people-search.tsx';

type TLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; people: TContact[] };

/**
 * Picks people for a group among those the player may add (api/group-contacts.ts), with a nick
 * name search (Enter or the button).
 */
export function PeoplePicker({
  api,
  selected,
  onToggle,
}: {
  api: TGroupHubApi;
  selected: ReadonlySet<number>;
  onToggle(userId: number): void;
}) {
  const { t } = useTranslation();
  const isAgent = useSessionStore((s) => s.session?.isAgent ?? false);
  const myUserId = useChatStore((s) => s.userId);
  const [search, setSearch] = useState('');
  const [attemptNo, setAttemptNo] = useState(0);
  const [load, setLoad] = useState<TLoad>({ status: 'loading' });
  const hintId = useId();
  const nextRequest = useLatestRequest();
  // My rooms as a string, so a new message in one does not read the lists again.
  const roomKey = useChatStore((s) => s.roomIds.join(','));

  useEffect(() => {
    const isLatest = nextRequest();
    setLoad({ status: 'loading' });
    const held = useChatStore.getState();
    const sources = held.roomIds.flatMap((id) => {
      const kind = held.rooms[id]?.room.Kind;
      return kind ? [{ id, kind }] : [];
    });
    void findContacts(api, { rooms: sources, myUserId, isAgent, search }).then(
      (people) => isLatest() && setLoad({ status: 'ready', people }),
      () => isLatest() && setLoad({ status: 'error' }),
    );
  }, [api, myUserId, isAgent, search, attemptNo, roomKey, nextRequest]);

  const people = load.status === 'ready' ? load.people : [];

  return (
    <fieldset className="chat-people" aria-describedby={hintId}>
      <legend>{t('chatGroups.people')}</legend>
      <p id={hintId} className="chat-people-hint">
        {t('chatGroups.peopleHint')}
      </p>
      <PeopleSearch label={t('chatGroups.people')} onSearch={setSearch} />
      {load.status === 'loading' && <QueryStatus status="loading" />}
      {load.status === 'error' && (
        <div className="query-status" role="alert">
          <p className="form-error">{t('chatGroups.contactsError')}</p>
          <button type="button" className="button" onClick={() => setAttemptNo((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' && people.length === 0 && (
        <p className="chat-empty">{t('chatGroups.noContacts')}</p>
      )}
      {people.length > 0 && (
        <ul className="chat-people-list">
          {people.map((person) => (
            <li key={person.UserId}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.has(person.UserId)}
                  onChange={() => onToggle(person.UserId)}
                />
                <span className="chat-member-name">{person.NickName}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="chat-people-count" aria-live="polite">
        {t('chatGroups.selected', { count: selected.size })}
      </p>
    </fieldset>
  );
}
