import { dropReasons, type TTypedEntries } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';

/** Dropped entries listed by text; the rest are only counted (a paste may drop thousands). */
const listedDrops = 50;

/**
 * The typed-entry (单式) report: how many entries are kept, how many were dropped and why, the
 * first dropped ones with their reason, and the action that rewrites the text to the kept ones.
 */
export function EntryReport({
  result,
  isPending,
  onClean,
}: {
  result: TTypedEntries | undefined;
  isPending: boolean;
  onClean(): void;
}) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const droppedCount = result?.dropped.length ?? 0;
  return (
    <div className="entry-report">
      <p className="entry-summary" role="status">
        {isPending && <span className="muted">{t('bet.picker.entry.normalising')} </span>}
        {result && (
          <>
            <span>
              {t('bet.picker.entry.kept', {
                number: result.entries.length.toLocaleString(language),
              })}
            </span>
            {droppedCount > 0 && (
              <span className="entry-dropped">
                {t('bet.picker.entry.dropped', { number: droppedCount.toLocaleString(language) })}
              </span>
            )}
          </>
        )}
      </p>
      {result && droppedCount > 0 && (
        <>
          <ul className="drop-reasons">
            {dropReasons
              .filter((reason) => result.droppedCounts[reason] > 0)
              .map((reason) => (
                <li key={reason}>
                  {t(`bet.picker.entry.reason.${reason}`)}:{' '}
                  {result.droppedCounts[reason].toLocaleString(language)}
                </li>
              ))}
          </ul>
          <details className="dropped-entries">
            <summary>{t('bet.picker.entry.droppedList')}</summary>
            <ul>
              {result.dropped.slice(0, listedDrops).map((drop, i) => (
                <li key={i}>
                  <code>{drop.text}</code> {t(`bet.picker.entry.reason.${drop.reason}`)}
                </li>
              ))}
            </ul>
            {droppedCount > listedDrops && (
              <p className="muted">
                {t('bet.picker.entry.droppedMore', {
                  number: (droppedCount - listedDrops).toLocaleString(language),
                })}
              </p>
            )}
          </details>
          <button type="button" className="button" onClick={onClean} disabled={isPending}>
            {t('bet.picker.entry.clean')}
          </button>
        </>
      )}
    </div>
  );
}
