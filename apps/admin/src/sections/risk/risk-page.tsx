import { Route, Routes } from 'react-router';
import { TabbedSectionHead } from '../../shared/ui/tabbed-section-head.tsx';
import { ExposureBoard } from './components/exposure-board.tsx';
import { FlaggedPlayers } from './components/flagged-players.tsx';
import { riskTexts } from './risk-texts.ts';
import { ThresholdsForm } from './components/thresholds-form.tsx';
import { WinHoldsQueue } from './components/win-holds-queue.tsx';
import './risk.css';

/** The Risk section: exposure board, held wins, flagged players, thresholds (one tab each). */
export default function RiskPage() {
  const texts = riskTexts.useTexts();
  const tabs = [
    { to: '', label: texts.tabs.exposure },
    { to: 'holds', label: texts.tabs.holds },
    { to: 'flags', label: texts.tabs.flags },
    { to: 'thresholds', label: texts.tabs.thresholds },
  ];
  return (
    <section>
      <TabbedSectionHead title={texts.title} tabs={tabs} />
      <Routes>
        <Route index element={<ExposureBoard />} />
        <Route path="holds" element={<WinHoldsQueue />} />
        <Route path="flags" element={<FlaggedPlayers />} />
        <Route path="thresholds" element={<ThresholdsForm />} />
      </Routes>
    </section>
  );
}
