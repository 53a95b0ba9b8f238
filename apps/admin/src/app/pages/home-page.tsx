import { Navigate } from 'react-router';
import { sections } from '../../sections/index.ts';
import { sectionsAllowed } from '../../sections/section-types.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions, useSessionStore } from '../../shared/session/session-store.ts';
import { shellTexts } from '../shell/shell-texts.ts';

/** /admin: the first section the role allows (other than My account), else a welcome. */
export function HomePage() {
  const texts = shellTexts.useTexts();
  const permissions = usePermissions();
  const loginId = useSessionStore((state) => state.session?.admin.loginId ?? '');
  const first = sectionsAllowed(sections, permissions).find((s) => s.permission !== null);
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return (
    <section className="status-page">
      <h1>{fill(texts.welcome, { loginId })}</h1>
      <p>
        {sectionsAllowed(sections, permissions).length > 0 ? texts.welcomeHint : texts.noSections}
      </p>
    </section>
  );
}
