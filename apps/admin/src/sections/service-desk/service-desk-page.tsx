import { Route, Routes } from 'react-router';
import { TabbedSectionHead } from '../../shared/ui/tabbed-section-head.tsx';
import { CannedRepliesView } from './canned-replies-view.tsx';
import { DeskView } from './desk-view.tsx';
import { serviceDeskTexts } from './service-desk-texts.ts';
import { TranscriptsView } from './transcripts-view.tsx';
import './service-desk.css';

/** /admin/service-desk: the live desk, the transcripts search and the canned replies. */
export default function ServiceDeskPage() {
  const texts = serviceDeskTexts.useTexts();
  const tabs = [
    { to: '', label: texts.nav.desk },
    { to: 'transcripts', label: texts.nav.transcripts },
    { to: 'canned', label: texts.nav.canned },
  ];
  return (
    <section className="service-desk">
      <TabbedSectionHead title={texts.title} tabs={tabs} />
      <Routes>
        <Route index element={<DeskView />} />
        <Route path="transcripts" element={<TranscriptsView />} />
        <Route path="canned" element={<CannedRepliesView />} />
      </Routes>
    </section>
  );
}
