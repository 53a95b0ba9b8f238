import { Route, Routes } from 'react-router';
import { TabbedSectionHead } from '../../shared/ui/tabbed-section-head.tsx';
import { couponsTexts } from './coupons-texts.ts';
import { IssuedView } from './issued-view.tsx';
import { TemplatesView } from './templates-view.tsx';

/** /admin/coupons: the templates (add, edit, stop, issue) and the issued coupons. */
export default function CouponsPage() {
  const texts = couponsTexts.useTexts();
  const tabs = [
    { to: '', label: texts.nav.templates },
    { to: 'issued', label: texts.nav.issued },
  ];
  return (
    <section>
      <TabbedSectionHead title={texts.title} tabs={tabs} />
      <Routes>
        <Route index element={<TemplatesView />} />
        <Route path="issued" element={<IssuedView />} />
      </Routes>
    </section>
  );
}
