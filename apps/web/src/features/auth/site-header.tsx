import { useQuery } from '@tanstack/react-query';
import type { TAllLogos } from '@lottery/contracts';
import { siteInfoQuery } from '../../shared/format/site-info-query.ts';
import { siteLogosQuery } from './api/site-logos.ts';

/** The logo of a slot (phone image on narrow screens) and the site title. */
export function SiteHeader({ slot }: { slot: 'LoginPage' | 'RegisterPage' }) {
  // The title comes with the zone the app asked for at start: no request of its own.
  const info = useQuery(siteInfoQuery);
  const logos = useQuery(siteLogosQuery);
  const logo: TAllLogos[typeof slot] | undefined = logos.data?.[slot];
  return (
    <header className="site-header">
      {/* The logo's room while the branding loads, so the form under it does not drop. */}
      {!logos.data && <span className="site-logo-placeholder" aria-hidden="true" />}
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
      <h1 className="site-title">{info.data?.WebSiteTitle ?? '\u00a0'}</h1>
    </header>
  );
}
