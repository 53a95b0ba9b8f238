import {
  chatHubEvents,
  mayDo,
  mayRemove,
  ZChangeOnlineStateEvent,
  ZChatRoomMembersChangedEvent,
  ZChatRoomRoleEvent,
  type TChatRoomMember,
} from '@lottery/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useLatestRequest } from '../hooks/use-latest-request.ts';
import { failureText } from '../logic/failure-text.ts';
import type { TGroupActions } from '../session/group-actions.ts';
import { useChatStore } from '../store/chat-store.ts';
import { PeopleSearch } from './people-search.tsx';

/** Members read per page (GetRoomMembers allows 100). */
const pageSize = 50;

const byNick = (a: TChatRoomMember, b: TChatRoomMember) =>
  a.NickName < b.NickName ? -1 : a.NickName > b.NickName ? 1 : a.UserId - b.UserId;

/** `incoming` into `held`, each member once (the newer row kept), by nick name then id. */
function mergeMembers(held: readonly TChatRoomMember[], incoming: readonly TChatRoomMember[]) {
  const byId = new Map(held.map((member) => [member.UserId, member]));
  for (const member of incoming) byId.set(member.UserId, member);
  return [...byId.values()].sort(byNick);
}

type TLoad = 'loading' | 'error' | 'ready';

/**
 * A room's members (GetRoomMembers: by nick name, keyset paged, a nick name search) with their
 * role and whether they are online (the page's OnlineUserIds, then ChangeOnlineState events), and
 * the actions the caller's role allows on each (room-rules): make or unmake a manager, remove.
 * The room's member events keep the list current.
 */
export function MembersList({
  actions,
  roomId,
  reloadKey,
}: {
  actions: TGroupActions;
  roomId: number;
  /** Changing it reads the list again (after adding members here). */
  reloadKey: number;
}) {
  const { t } = useTranslation();
  const hub = useCurrentHub((s) => s.hub);
  const room = useChatStore((s) => s.rooms[roomId]?.room);
  const userId = useChatStore((s) => s.userId);
  const [search, setSearch] = useState('');
  const [members, setMembers] = useState<readonly TChatRoomMember[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [load, setLoad] = useState<TLoad>('loading');
  const [online, setOnline] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const nextRequest = useLatestRequest();

  const read = useCallback(
    async (after?: TChatRoomMember) => {
      const isLatest = nextRequest();
      setLoad('loading');
      try {
        const page = await actions.api.getMembers({
          RoomId: roomId,
          NickName: search.trim() || undefined,
          AfterNickName: after?.NickName,
          AfterUserId: after?.UserId,
          Count: pageSize,
        });
        // An older search (or page) answering after a newer one was asked for is dropped.
        if (!isLatest()) return;
        setMembers((held) => (after ? mergeMembers(held, page.Members) : page.Members));
        const onlineIds = new Set(page.OnlineUserIds);
        setOnline((held) => {
          const next = new Map(held);
          for (const member of page.Members) next.set(member.UserId, onlineIds.has(member.UserId));
          return next;
        });
        setHasMore(page.HasMore);
        setLoad('ready');
      } catch {
        if (isLatest()) setLoad('error');
      }
    },
    [actions, roomId, search, nextRequest],
  );

  useEffect(() => {
    void read();
  }, [read, reloadKey]);

  useEffect(() => {
    if (!hub) return;
    const offs = [
      hub.on(chatHubEvents.changeOnlineState, (payload) => {
        const event = ZChangeOnlineStateEvent.safeParse(payload);
        if (!event.success || event.data.RoomId !== roomId) return;
        const changes = event.data.Changes;
        setOnline((held) => {
          const next = new Map(held);
          for (const change of changes) next.set(change.UserId, change.IsOnline);
          return next;
        });
      }),
      hub.on(chatHubEvents.chatRoomMembersChanged, (payload) => {
        const event = ZChatRoomMembersChangedEvent.safeParse(payload);
        if (!event.success || event.data.RoomId !== roomId) return;
        const gone = new Set(event.data.RemovedUserIds);
        setMembers((held) =>
          mergeMembers(
            held.filter((member) => !gone.has(member.UserId)),
            event.data.Added,
          ),
        );
      }),
      hub.on(chatHubEvents.chatRoomRole, (payload) => {
        const event = ZChatRoomRoleEvent.safeParse(payload);
        if (!event.success || event.data.RoomId !== roomId) return;
        setMembers((held) =>
          held.map((m) => (m.UserId === event.data.UserId ? { ...m, Role: event.data.Role } : m)),
        );
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [hub, roomId]);

  if (!room) return null;
  const canSetRole = mayDo(room.Kind, room.MyRole, 'setRole');
  const canRemove = mayDo(room.Kind, room.MyRole, 'removeMember');

  async function toggleManager(member: TChatRoomMember) {
    setError(null);
    const role = member.Role === 'manager' ? 'member' : 'manager';
    const outcome = await actions.setRole(roomId, member.UserId, role);
    if (!outcome.ok) return setError(failureText(outcome, t('chat.actionFailed')));
    setMembers((held) => held.map((m) => (m.UserId === member.UserId ? { ...m, Role: role } : m)));
  }

  async function remove(member: TChatRoomMember) {
    const roomName = room?.Name ?? '';
    if (
      !(await askConfirm(t('chatGroups.removeConfirm', { name: member.NickName, room: roomName })))
    )
      return;
    setError(null);
    const outcome = await actions.removeMember(roomId, member.UserId);
    if (!outcome.ok) return setError(failureText(outcome, t('chat.actionFailed')));
    setMembers((held) => held.filter((m) => m.UserId !== member.UserId));
  }

  const presence = (member: TChatRoomMember) => {
    const isOnline = online.get(member.UserId);
    if (isOnline === undefined) return null;
    return (
      <span className={isOnline ? 'chat-presence is-online' : 'chat-presence'}>
        {isOnline ? t('chatGroups.isOnline') : t('chatGroups.isOffline')}
      </span>
    );
  };

  return (
    <section className="chat-members" aria-labelledby={titleId}>
      <h3 id={titleId} className="chat-sheet-heading">
        {t('chatGroups.members')}{' '}
        <span className="chat-online">{t('chat.online', { count: room.OnlineCount })}</span>
      </h3>
      <PeopleSearch label={t('chatGroups.members')} onSearch={setSearch} />
      {members.length > 0 && (
        <ul className="chat-member-list" aria-label={t('chatGroups.members')}>
          {members.map((member) => (
            <li key={member.UserId} className="chat-member">
              <span className="chat-member-name">
                {member.UserId === userId
                  ? `${member.NickName} (${t('chat.me')})`
                  : member.NickName}
              </span>
              {member.Role !== 'member' && (
                <span className="chat-marker">{t(`chatGroups.roles.${member.Role}`)}</span>
              )}
              {presence(member)}
              {member.UserId !== userId && (
                <span className="chat-member-actions">
                  {canSetRole && (member.Role === 'member' || member.Role === 'manager') && (
                    <button
                      type="button"
                      className="chat-link-button"
                      aria-label={`${member.Role === 'manager' ? t('chatGroups.makeMember') : t('chatGroups.makeManager')} ${member.NickName}`}
                      onClick={() => void toggleManager(member)}
                    >
                      {member.Role === 'manager'
                        ? t('chatGroups.makeMember')
                        : t('chatGroups.makeManager')}
                    </button>
                  )}
                  {canRemove && mayRemove(room.MyRole, member.Role) && (
                    <button
                      type="button"
                      className="chat-link-button danger"
                      aria-label={`${t('chatGroups.remove')} ${member.NickName}`}
                      onClick={() => void remove(member)}
                    >
                      {t('chatGroups.remove')}
                    </button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {load === 'loading' && <QueryStatus status="loading" />}
      {load === 'error' && (
        <div className="query-status" role="alert">
          <p className="form-error">{t('chatGroups.membersError')}</p>
          <button type="button" className="button" onClick={() => void read(members.at(-1))}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {load === 'ready' && members.length === 0 && (
        <p className="chat-empty">{t('chatGroups.membersEmpty')}</p>
      )}
      {load === 'ready' && hasMore && (
        <button type="button" className="button" onClick={() => void read(members.at(-1))}>
          {t('chatGroups.loadMore')}
        </button>
      )}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
