import { Link } from 'react-router';
import { fill } from '../../shared/i18n/define-texts.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { shellTexts } from '../shell/shell-texts.ts';

/** What the router shows for a section the administrator's role does not allow. */
export function NotPermittedPage() {
  const texts = shellTexts.useTexts().notPermitted;
  const role = useSessionStore((state) => state.session?.admin.roleName ?? '');
  return (
    <section className="status-page" aria-labelledby="not-permitted-title">
      <h1 id="not-permitted-title">{texts.title}</h1>
      <p>{fill(texts.body, { role })}</p>
      <Link to="/">{texts.home}</Link>
    </section>
  );
}
