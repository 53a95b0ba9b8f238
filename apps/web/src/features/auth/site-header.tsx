import { useQuery } from '@tanstack/react-query';
import type { TAllLogos } from '@lottery/contracts';
import { siteBrandingQuery } from './api/site-branding.ts';

/** The logo of a slot (phone image on narrow screens) and the site title. */
export function SiteHeader({ slot }: { slot: 'LoginPage' | 'RegisterPage' }) {
  const { data } = useQuery(siteBrandingQuery);
  const logo: TAllLogos[typeof slot] | undefined = data?.logos[slot];
  return (
    <header className="site-header">
      {/* The logo's room while the branding loads, so the form under it does not drop. */}
      {!data && <span className="site-logo-placeholder" aria-hidden="true" />}
      {logo && (
        <picture>
          <source media="(min-width: 768px)" srcSet={logo.PCLogo.FilePath} />
          <img
            className="site-logo"
            src={logo.MobileLogo.FilePath}
            alt=""
            width={160}
            height={60}
          />
        </picture>
      )}
      <h1 className="site-title">{data?.title ?? '\u00a0'}</h1>
    </header>
  );
}
