import { useTranslation } from 'react-i18next';

/** Pages of `pageSize` needed for `total` rows (at least one, so "page 1 of 1" reads right). */
export const pageCountOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

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
    <nav className="pager" aria-label={t('common.pagination')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.prevPage')}
      </button>
      <span aria-live="polite">{t('common.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.nextPage')}
      </button>
    </nav>
  );
}
