import { NavLink, Route, Routes } from 'react-router';
import { CannedRepliesView } from './canned-replies-view.tsx';
import { DeskView } from './desk-view.tsx';
import { serviceDeskTexts } from './service-desk-texts.ts';
import { TranscriptsView } from './transcripts-view.tsx';
import './service-desk.css';

/** /admin/service-desk: the live desk, the transcripts search and the canned replies. */
export default function ServiceDeskPage() {
  const texts = serviceDeskTexts.useTexts();
  return (
    <section className="service-desk">
      <div className="page-head">
        <h1>{texts.title}</h1>
        <nav className="page-actions desk-nav" aria-label={texts.title}>
          <NavLink end to=".">
            {texts.nav.desk}
          </NavLink>
          <NavLink to="transcripts">{texts.nav.transcripts}</NavLink>
          <NavLink to="canned">{texts.nav.canned}</NavLink>
        </nav>
      </div>
      <Routes>
        <Route index element={<DeskView />} />
        <Route path="transcripts" element={<TranscriptsView />} />
        <Route path="canned" element={<CannedRepliesView />} />
      </Routes>
    </section>
  );
}
