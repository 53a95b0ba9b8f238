import { Link, useLocation } from 'react-router';
import { fill } from '../../shared/i18n/define-texts.ts';
import { shellTexts } from '../shell/shell-texts.ts';

export function NotFoundPage() {
  const texts = shellTexts.useTexts().notFound;
  const { pathname } = useLocation();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{texts.title}</h1>
      <p>{fill(texts.body, { path: `/admin${pathname}` })}</p>
      <Link to="/">{texts.home}</Link>
    </section>
  );
}
