import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/locales/sections/chat-sections.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import '../styles/chat.css';

/** /Chat: the chat as a full screen (the phone's way in; desktops also have the bet page's dock). */
export default function ChatPage() {
  const { t } = useTranslation();
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">{t('chat.title')}</h1>
      <ChatPanel />
    </section>
  );
}
