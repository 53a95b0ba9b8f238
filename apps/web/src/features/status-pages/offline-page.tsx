import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSiteTime } from '../../shared/format/use-site-time.ts';
import { formatCountdown } from './offline-countdown.ts';
import { StatusPage } from './status-page.tsx';

/** Maintenance (SPEC §8): the end time and a countdown, then a way to retry. */
export default function OfflinePage() {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const [params] = useSearchParams();
  const endTime = params.get('EndTime') ?? '';
  const endMs = Date.parse(endTime);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const countdown = formatCountdown(endMs, now);
  const shownEnd = Number.isFinite(endMs) ? siteTime.dateTimeWithZone(endMs) : endTime;
  return (
    <StatusPage
      title={t('status.offlineTitle')}
      action={
        countdown === null ? (
          <Link className="button primary" to={paths.login.getHref()}>
            {t('common.retry')}
          </Link>
        ) : (
          <></>
        )
      }
    >
      <p>{t('status.offlineText', { endTime: shownEnd })}</p>
      <p className="countdown" aria-live="polite">
        {countdown === null ? t('status.offlineOver') : t('status.offlineCountdown', { countdown })}
      </p>
    </StatusPage>
  );
}
