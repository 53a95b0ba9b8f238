import { Route, Routes } from 'react-router';
import { GameDetail } from './components/game-detail.tsx';
import { GameList } from './components/game-list.tsx';
import './games.css';

/** The Games section: the catalogue, and a game's page (state, limits, schedule, issues). */
export default function GamesPage() {
  return (
    <Routes>
      <Route index element={<GameList />} />
      <Route path=":gameId" element={<GameDetail />} />
    </Routes>
  );
}
