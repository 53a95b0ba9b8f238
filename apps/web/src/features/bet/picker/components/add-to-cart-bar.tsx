import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The add button, disabled with its reason shown (or for a moment without one, while the last
 * pick is being priced), and the announcement of the last add.
 */
export function AddToCartBar({
  isDisabled,
  blockedReason,
  announcement,
  onAdd,
}: {
  isDisabled: boolean;
  blockedReason: string | undefined;
  announcement: string;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button primary add-button"
        disabled={isDisabled}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={onAdd}
      >
        {t('bet.picker.addToCart')}
      </button>
      {blockedReason && (
        <p className="add-blocked" id={reasonId}>
          {blockedReason}
        </p>
      )}
      <p className="add-announcement" role="status">
        {announcement}
      </p>
    </div>
  );
}
