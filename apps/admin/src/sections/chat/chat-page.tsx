import { Route, Routes } from 'react-router';
import { TabbedSectionHead } from '../../shared/ui/tabbed-section-head.tsx';
import { chatTexts } from './chat-texts.ts';
import { RestrictionsList } from './components/restrictions-list.tsx';
import { RoomMessages } from './components/room-messages.tsx';
import { RoomsList } from './components/rooms-list.tsx';

/** The Chat section (chat.moderate): rooms and their messages; mutes and bans. */
export default function ChatPage() {
  const texts = chatTexts.useTexts();
  const tabs = [
    { to: '', label: texts.tabs.rooms },
    { to: 'restrictions', label: texts.tabs.restrictions },
  ];
  return (
    <section>
      <TabbedSectionHead title={texts.title} tabs={tabs} />
      <Routes>
        <Route index element={<RoomsList />} />
        <Route path="rooms/:roomId" element={<RoomMessages />} />
        <Route path="restrictions" element={<RestrictionsList />} />
      </Routes>
    </section>
  );
}
