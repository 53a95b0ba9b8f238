import type { TBetType, TSelection } from '@lottery/lottery';
import type { TFunction } from 'i18next';
import { ballText, nameIn } from './names.ts';
import { innerShapeOf } from './picks.ts';

/** Typed entries listed in a ticket's text; the rest are counted (a ticket may hold 100,000). */
const listedEntries = 20;

/**
 * A selection as one line of text for the cart and its confirm dialog, in the page's language:
 * `[十个] 12 | 3`, `01 02 | 03`, `和值 10,11`, `大,单`, `12345, 54321 …共 3 注`. Rows are split by
 * " | " (an empty 定位胆 row shows "-"); two-digit balls are zero-padded and spaced.
 */
export function selectionText(
  type: TBetType,
  selection: TSelection,
  t: TFunction,
  language: string,
): string {
  const { shape } = type;
  const inner = innerShapeOf(shape);
  const parts: string[] = [];
  if (shape.kind === 'positions' && selection.positions) {
    const names = selection.positions.map((p) =>
      nameIn(shape.positions[p] ?? { zh: '', en: '' }, language),
    );
    parts.push(`[${names.join(language === 'en' ? ', ' : '')}]`);
  }
  if (inner.kind === 'rows' && selection.rows) {
    const { max } = inner.balls;
    const rowText = (row: readonly number[]) =>
      row.length === 0 ? '-' : row.map((ball) => ballText(ball, max)).join(max >= 10 ? ' ' : '');
    parts.push(selection.rows.map(rowText).join(' | '));
  }
  if (inner.kind === 'sums' && selection.sums)
    parts.push(`${nameIn(inner.label, language)} ${selection.sums.join(',')}`);
  if (inner.kind === 'items' && selection.items) {
    const names = new Map(inner.items.map((item) => [item.id, nameIn(item.name, language)]));
    parts.push(selection.items.map((id) => names.get(id) ?? id).join(','));
  }
  if (selection.entries) {
    const { entries } = selection;
    const listed = entries.slice(0, listedEntries).join(', ');
    parts.push(
      entries.length > listedEntries
        ? `${listed} ${t('bet.picker.entriesMore', { number: entries.length.toLocaleString(language) })}`
        : listed,
    );
  }
  return parts.join(' ');
}
