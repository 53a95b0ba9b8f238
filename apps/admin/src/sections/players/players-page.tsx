import { Route, Routes } from 'react-router';
import { PlayerPage } from './player-page.tsx';
import { PlayerSearch } from './player-search.tsx';
import './players.css';

/** /admin/players: the search, and /admin/players/<login ID>: a player's page. */
export default function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":loginId/*" element={<PlayerPage />} />
    </Routes>
  );
}
