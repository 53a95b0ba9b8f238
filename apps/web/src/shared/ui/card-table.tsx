import type { ReactNode } from 'react';
import './card-table.css';

export interface TCardColumn<T> {
  key: string;
  /** The column's header, and each cell's caption when the row is a card. */
  title: string;
  cell(row: T): ReactNode;
  isNumber?: boolean;
  /** Buttons: no caption on a card, laid out in a wrapping row. */
  isActions?: boolean;
  /** A header only screen readers hear (a column of buttons needs no visible one). */
  isTitleHidden?: boolean;
  className?: string;
}

const cellClass = <T,>(column: TCardColumn<T>) =>
  [
    column.isNumber ? 'is-number' : '',
    column.isActions ? 'card-table-actions' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * A list that is a table from 768 px and a card per row on a phone (card-table.css lays the same
 * markup out both ways, each cell captioned by its data-label), so both read alike to a screen
 * reader. The first column names the row (its header cell, the card's title); `footer` is a total
 * row by the same columns. A compact table stays a table on a phone and scrolls sideways.
 */
export function CardTable<T>({
  rowHeader,
  columns,
  rows,
  rowKey,
  caption,
  footer,
  isCompact = false,
}: {
  rowHeader: { title: string; cell(row: T): ReactNode };
  columns: readonly TCardColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  caption?: string;
  footer?: T;
  isCompact?: boolean;
}) {
  const cells = (row: T) => (
    <>
      <th scope="row">{rowHeader.cell(row)}</th>
      {columns.map((column) => (
        <td
          key={column.key}
          className={cellClass(column)}
          data-label={column.isActions ? undefined : column.title}
        >
          {column.cell(row)}
        </td>
      ))}
    </>
  );
  return (
    <div className="card-table-wrap">
      <table className={isCompact ? 'card-table is-compact' : 'card-table'}>
        {caption && <caption className="card-table-caption">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{rowHeader.title}</th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.isNumber ? 'is-number' : undefined}
              >
                {column.isTitleHidden ? (
                  <span className="visually-hidden">{column.title}</span>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
        {footer !== undefined && (
          <tfoot>
            <tr className="card-table-total">{cells(footer)}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
