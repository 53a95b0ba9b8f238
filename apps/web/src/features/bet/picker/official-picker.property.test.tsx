import {
  betModes,
  findBetType,
  maxMultiple,
  officialCapsOf,
  priceTicket,
  type TBetMode,
  type TBetType,
} from '@lottery/lottery';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { formatThousandths } from './logic/format-money.ts';
import { sscGame } from './testing/picker-fixtures.ts';
import { ball, button, chooseType, figure, renderPicker } from './testing/render-picker.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

const caps = officialCapsOf(400_000_000n);
const ownGroup = 1956;

/** The rows a player clicks for a type: the label shown and the values it offers. */
function rowsOf(type: TBetType) {
  const { shape } = type;
  if (shape.kind === 'rows') {
    const values = Array.from(
      { length: shape.balls.max - shape.balls.min + 1 },
      (_, i) => shape.balls.min + i,
    );
    return shape.rows.map((row) => ({
      label: row.label.en,
      values,
      isTwoDigit: shape.balls.max >= 10,
    }));
  }
  if (shape.kind === 'sums') {
    const values = Array.from({ length: shape.max - shape.min + 1 }, (_, i) => shape.min + i);
    return [{ label: shape.label.en, values, isTwoDigit: false }];
  }
  throw new Error(`${type.id}: rows and sums only`);
}

const cases = [
  { id: 'ssc.star5.direct', family: 'ssc', maxPerRow: 4 },
  { id: '11x5.front3.direct', family: '11x5', maxPerRow: 4 },
  { id: 'k3.sum.sum', family: 'k3', maxPerRow: 6 },
  { id: 'keno.any.pick5', family: 'keno', maxPerRow: 8 },
] as const;

describe('OfficialPicker amounts (property)', { timeout: 120_000 }, () => {
  it.each(cases)(
    'shows priceTicket’s amount for random picks of $id',
    ({ id, family, maxPerRow }) => {
      const type = findBetType(id);
      if (!type) throw new Error(`no ${id}`);
      renderPicker({ game: sscGame({ Family: family }) });
      chooseType(type.group.en, type.name.en);
      const rows = rowsOf(type);
      const modeNames: Record<TBetMode, string> = {
        yuan: 'Yuan',
        jiao: 'Jiao',
        fen: 'Fen',
        li: 'Li',
      };
      fc.assert(
        fc.property(
          fc.tuple(...rows.map((row) => fc.subarray(row.values, { maxLength: maxPerRow }))),
          fc.constantFrom(...betModes),
          fc.integer({ min: 1, max: 30 }),
          (picked, mode, typedMultiple) => {
            const clear = button('Clear all') as HTMLButtonElement;
            if (!clear.disabled) fireEvent.click(clear);
            fireEvent.click(button(modeNames[mode]));
            fireEvent.change(screen.getByLabelText('Multiple'), {
              target: { value: String(typedMultiple) },
            });
            rows.forEach((row, r) => {
              for (const value of picked[r] ?? [])
                fireEvent.click(
                  ball(row.label, row.isTwoDigit ? String(value).padStart(2, '0') : String(value)),
                );
            });
            const multiple = Math.max(
              1,
              Math.min(typedMultiple, maxMultiple(type, mode, ownGroup, caps)),
            );
            const selection =
              type.shape.kind === 'sums'
                ? { sums: [...(picked[0] ?? [])].sort((a, b) => a - b) }
                : { rows: picked.map((row) => [...row].sort((a, b) => a - b)) };
            const priced = priceTicket({
              betType: type,
              selection,
              mode,
              multiple,
              group: ownGroup,
              userGroup: ownGroup,
              caps,
            });
            expect(figure('amount')).toBe(formatThousandths(priced.ok ? priced.amount : 0n, 'en'));
            expect(figure('units')).toBe(priced.ok ? priced.units.toLocaleString('en') : '0');
          },
        ),
        { numRuns: 12 },
      );
    },
  );
});
