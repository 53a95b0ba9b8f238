import type { TBetType, TSelection, TSelectionShape } from '@lottery/lottery';

type TNames = { zh: string; en: string };
const nameOf = (names: TNames, language: string) => (language === 'en' ? names.en : names.zh);

/** Two-digit balls (11x5, PK10, …) are written 01-11, as the draws show them. */
const ballText = (ball: number, max: number) =>
  max >= 10 ? String(ball).padStart(2, '0') : String(ball);

function innerText(
  shape: Exclude<TSelectionShape, { kind: 'positions' }>,
  selection: TSelection,
  language: string,
): string {
  switch (shape.kind) {
    case 'rows':
      return (selection.rows ?? [])
        .map((row) => row.map((ball) => ballText(ball, shape.balls.max)).join(' '))
        .join(' | ');
    case 'entries':
      return (selection.entries ?? []).join(' ');
    case 'sums':
      return (selection.sums ?? []).join(' ');
    case 'items': {
      const picked = new Set(selection.items ?? []);
      return shape.items
        .filter((item) => picked.has(item.id))
        .map((item) => nameOf(item.name, language))
        .join(' ');
    }
  }
}

/** A selection as the confirm dialog and the quick-bet row show it: "3 | 1 | 4 | 1 | 5", "大 单". */
export function selectionText(type: TBetType, selection: TSelection, language: string): string {
  const shape = type.shape;
  if (shape.kind !== 'positions') return innerText(shape, selection, language);
  const positions = (selection.positions ?? [])
    .map((index) => shape.positions[index])
    .filter((names): names is TNames => names !== undefined)
    .map((names) => nameOf(names, language))
    .join(' ');
  return `${positions}: ${innerText(shape.of, selection, language)}`;
}
