import { NavLink, Route, Routes } from 'react-router';
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
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <nav className="section-tabs" aria-label={texts.title}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<RoomsList />} />
        <Route path="rooms/:roomId" element={<RoomMessages />} />
        <Route path="restrictions" element={<RestrictionsList />} />
      </Routes>
    </section>
  );
}
