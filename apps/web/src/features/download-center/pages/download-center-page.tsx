import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useAfkConfig } from '../api/get-afk-config.ts';
import '../styles/download-center.css';

/** A relative link (/download/app.apk) is made absolute: a phone scanning it is not on this page. */
const absoluteUrl = (link: string) => new URL(link, window.location.origin).toString();

function DownloadCard({ label, link }: { label: string; link: string | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article className="download-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {link ? (
        <>
          {/* Its <title> names the image (axe svg-img-alt). */}
          <QRCodeSVG
            value={absoluteUrl(link)}
            size={144}
            marginSize={2}
            title={`${label} QR`}
            className="download-qr"
          />
          <p className="download-hint">{t('content.download.scan')}</p>
          <a className="button primary" href={link}>
            {t('content.download.open')}
          </a>
        </>
      ) : (
        <p className="download-hint">{t('content.download.notOffered')}</p>
      )}
    </article>
  );
}

/**
 * /DownLoadCenterAndAFK: the Android, iOS and PC downloads of the app-download configuration, each
 * with a QR code to scan from a phone, and the installation guide.
 */
export default function DownloadCenterPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const config = useAfkConfig();
  return (
    <section className="download-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('content.download.title')}</h1>
      {!config.data ? (
        <QueryStatus
          status={config.isError ? 'error' : 'loading'}
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <>
          <div className="download-grid">
            <DownloadCard label={t('content.download.android')} link={config.data.Android} />
            <DownloadCard label={t('content.download.ios')} link={config.data.IOS} />
            <DownloadCard label={t('content.download.pc')} link={config.data.PC} />
          </div>
          {(config.data.GuideText || config.data.Guide) && (
            <section className="download-guide" aria-labelledby={`${titleId}-guide`}>
              <h2 id={`${titleId}-guide`}>{t('content.download.guide')}</h2>
              {config.data.GuideText && (
                <p className="download-guide-text">{config.data.GuideText}</p>
              )}
              {config.data.Guide && (
                <a href={config.data.Guide}>{t('content.download.guideLink')}</a>
              )}
            </section>
          )}
        </>
      )}
    </section>
  );
}
