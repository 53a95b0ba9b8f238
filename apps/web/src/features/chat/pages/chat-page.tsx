import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../shared/i18n/locales/sections/chat-sections.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { ShareTicketPicker } from '../components/share-ticket-picker.tsx';
import '../styles/chat.css';

/** A ticket id as the bet records put it in the address (?shareTicket=123), else null. */
const ticketIdOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
/** A room id as an instant message's notice puts it (?room=12), else null. */
const roomIdOf = ticketIdOf;

/**
 * /Chat: the chat as a full screen (the phone's way in; desktops also have the bet page's dock).
 * With ?shareTicket=id it first asks which room to share that ticket in; the address keeps the
 * question until it is answered, so a reload does not lose it. With ?room=id it opens that room
 * (an instant message's notice links there); another notice's link opens the other room.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const shareTicketId = ticketIdOf(search.get('shareTicket'));
  const roomId = roomIdOf(search.get('room'));
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">{t('chat.title')}</h1>
      {shareTicketId !== null && (
        <ShareTicketPicker
          ticketId={shareTicketId}
          onDone={() => setSearch({}, { replace: true })}
        />
      )}
      <ChatPanel key={roomId ?? 'rooms'} initialRoomId={roomId} />
    </section>
  );
}
