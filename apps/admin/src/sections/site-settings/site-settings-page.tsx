import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { AppDownloadForm } from './app-download-form.tsx';
import { SiteInfoForm } from './site-info-form.tsx';
import { appDownloadQuery, siteInfoQuery, speedTestQuery } from './site-settings-api.ts';
import { siteSettingsTexts } from './site-settings-texts.ts';
import { SpeedTestForm } from './speed-test-form.tsx';

/** A form once its settings have loaded (each form starts from what the server holds). */
function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch(): unknown };
  children(data: T): ReactNode;
}) {
  const ui = uiTexts.useTexts();
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <p aria-busy="true">{ui.loading}</p>;
  return <>{children(query.data)}</>;
}

/** Website info and time zone, app download links and guide, speed test: one form each. */
export default function SiteSettingsPage() {
  const texts = siteSettingsTexts.useTexts();
  const canManage = usePermissions().has('content.manage');
  const info = useQuery(siteInfoQuery);
  const app = useQuery(appDownloadQuery);
  const speed = useQuery(speedTestQuery);
  return (
    <section className="settings-page">
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <Loaded query={info}>
        {(data) => <SiteInfoForm initial={data} canManage={canManage} />}
      </Loaded>
      <Loaded query={app}>
        {(data) => <AppDownloadForm initial={data} canManage={canManage} />}
      </Loaded>
      <Loaded query={speed}>
        {(data) => <SpeedTestForm initial={data} canManage={canManage} />}
      </Loaded>
    </section>
  );
}
