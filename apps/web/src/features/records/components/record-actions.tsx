import { useTranslation } from 'react-i18next';

/**
 * A record row's buttons: its details (a dialog) and, while the record may still be taken back,
 * the one that does it (cancel a ticket, stop a plan), disabled while that call runs.
 */
export function RecordActions({
  detailsLabel,
  onDetails,
  takeBack,
}: {
  detailsLabel: string;
  onDetails(): void;
  takeBack: { text: string; label: string; isBusy: boolean; onClick(): void } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label={detailsLabel}
        onClick={onDetails}
      >
        {t('records.details')}
      </button>
      {takeBack && (
        <button
          type="button"
          className="button"
          disabled={takeBack.isBusy}
          aria-label={takeBack.label}
          onClick={takeBack.onClick}
        >
          {takeBack.text}
        </button>
      )}
    </>
  );
}
