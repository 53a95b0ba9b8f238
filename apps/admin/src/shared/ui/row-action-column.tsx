import type { ColumnDef } from '@tanstack/react-table';

/**
 * A column with one link-styled button per row (remove, end…). The click does not reach the
 * row, whose own click opens the row's detail.
 */
export function rowActionColumn<TRow>(
  header: string,
  label: string,
  onAction: (row: TRow) => void,
): ColumnDef<TRow> {
  return {
    id: 'actions',
    header,
    cell: ({ row }) => (
      <button
        type="button"
        className="button-link"
        onClick={(event) => {
          event.stopPropagation();
          onAction(row.original);
        }}
      >
        {label}
      </button>
    ),
  };
}
