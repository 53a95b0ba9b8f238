import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import '../../shared/i18n/locales/sections/chat-sections.ts';
import { useMediaQuery } from '../../shared/ui/use-media-query.ts';
import { ChatBubbleIcon } from './components/chat-icons.tsx';
import { ChatPanel } from './components/chat-panel.tsx';
import { UnreadBadge } from './components/unread-badge.tsx';
import { totalUnread } from './logic/chat-rooms.ts';
import { useChatSession } from './session/use-chat-session.ts';
import { useChatStore } from './store/chat-store.ts';
import './styles/chat.css';

/** The width from which the bet page has room for the chat beside it. */
const desktopQuery = '(min-width: 1024px)';

/**
 * The chat on the bet page, loaded after it (the bet page imports this lazily): on a desktop a
 * panel at its side that folds away, on a phone a button to /Chat. Both carry the unread count.
 */
export default function ChatDock() {
  const { t } = useTranslation();
  useChatSession();
  const isDesktop = useMediaQuery(desktopQuery);
  const unread = useChatStore(totalUnread);
  const [isOpen, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  if (!isDesktop)
    return (
      <Link className="chat-fab" to={paths.chat.getHref()} aria-label={t('chat.open')}>
        <ChatBubbleIcon size={24} />
        <UnreadBadge count={unread} />
      </Link>
    );
  return (
    <aside className={isOpen ? 'chat-dock is-open' : 'chat-dock'} aria-label={t('chat.title')}>
      <button
        ref={toggle}
        type="button"
        className="chat-dock-toggle"
        aria-expanded={isOpen}
        aria-controls="chat-dock-panel"
        onClick={() => setOpen((open) => !open)}
      >
        <ChatBubbleIcon /> {isOpen ? t('chat.close') : t('chat.title')}
        <UnreadBadge count={unread} />
      </button>
      {isOpen && (
        <div id="chat-dock-panel" className="chat-dock-panel">
          <ChatPanel
            onClose={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </div>
      )}
    </aside>
  );
}
