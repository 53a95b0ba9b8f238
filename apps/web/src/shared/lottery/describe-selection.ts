import type { TSelectionJson } from '@lottery/contracts';
import { findBetType, type TNames, type TSelectionShape } from '@lottery/lottery';

/** One line of a ticket's selection: what it is (a row, the sums, the positions) and the picks. */
export interface TSelectionLine {
  label: string | null;
  value: string;
  /** Typed entries (单式) past the ones shown: a ticket may carry 100,000 of them. */
  hiddenCount: number;
}

/** Typed entries shown in a ticket's detail before "and N more". */
export const shownEntriesMax = 200;

const nameIn = (names: TNames, language: string) => (language === 'en' ? names.en : names.zh);

/** Two-digit balls (11x5, PK10, Keno, Mark Six) are padded as the draws show them: 01 02 11. */
const ballsText = (balls: readonly number[], maxBall: number) =>
  balls.map((ball) => (maxBall >= 10 ? String(ball).padStart(2, '0') : String(ball))).join(' ');

const line = (label: string | null, value: string): TSelectionLine => ({
  label,
  value,
  hiddenCount: 0,
});

function entriesLine(entries: readonly string[]): TSelectionLine {
  return {
    label: null,
    value: entries.slice(0, shownEntriesMax).join(' '),
    hiddenCount: Math.max(0, entries.length - shownEntriesMax),
  };
}

function linesOfShape(
  shape: TSelectionShape,
  selection: TSelectionJson,
  language: string,
): TSelectionLine[] {
  switch (shape.kind) {
    case 'rows':
      return shape.rows.flatMap((row, i) => {
        const balls = selection.rows?.[i] ?? [];
        return balls.length
          ? [line(nameIn(row.label, language), ballsText(balls, shape.balls.max))]
          : [];
      });
    case 'entries':
      return [entriesLine(selection.entries ?? [])];
    case 'sums':
      return [line(nameIn(shape.label, language), (selection.sums ?? []).join(' '))];
    case 'items': {
      const names = new Map(shape.items.map((item) => [item.id, nameIn(item.name, language)]));
      return [line(null, (selection.items ?? []).map((id) => names.get(id) ?? id).join(' '))];
    }
    case 'positions': {
      const checked = (selection.positions ?? []).map((p) =>
        shape.positions[p] ? nameIn(shape.positions[p], language) : String(p + 1),
      );
      return [line(null, checked.join(' ')), ...linesOfShape(shape.of, selection, language)];
    }
  }
}

/** Whatever a selection holds, for a bet type this build does not know. */
function rawLines(selection: TSelectionJson): TSelectionLine[] {
  return [
    ...(selection.positions?.length ? [line(null, selection.positions.join(' '))] : []),
    ...(selection.rows ?? []).map((balls) => line(null, balls.join(' '))),
    ...(selection.sums?.length ? [line(null, selection.sums.join(' '))] : []),
    ...(selection.items?.length ? [line(null, selection.items.join(' '))] : []),
    ...(selection.entries?.length ? [entriesLine(selection.entries)] : []),
  ];
}

/**
 * A ticket's selection as the player picked it, by the bet type's shape in @lottery/lottery:
 * 万位 1 2 / 千位 3 for rows, item names for two-sided bets, checked positions then the picks.
 */
export function describeSelection(
  betTypeId: string,
  selection: TSelectionJson,
  language: string,
): TSelectionLine[] {
  const type = findBetType(betTypeId);
  return type ? linesOfShape(type.shape, selection, language) : rawLines(selection);
}
