import { useTranslation } from 'react-i18next';

/** Previous and next with "page x of y"; both buttons stay focusable targets of 44 px. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('draws.pagination')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('draws.prevPage')}
      </button>
      <span aria-live="polite">{t('draws.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('draws.nextPage')}
      </button>
    </nav>
  );
}
