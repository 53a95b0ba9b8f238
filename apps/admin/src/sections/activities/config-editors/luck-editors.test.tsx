import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { dailyInterestEditor } from './daily-interest-editor.tsx';
import { amountText, thousandthsOf } from './luck-editor-fields.tsx';
import { lucky7SlotEditor } from './lucky7-slot-editor.tsx';
import { oneDollarEditor } from './one-dollar-editor.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

/** An editor with its value held as the activity form holds it. */
function Hosted<T>({
  editor,
  errors = {},
  onValue,
}: {
  editor: {
    Editor: React.ComponentType<{
      value: T;
      onChange(next: T): void;
      errors: Record<string, string>;
    }>;
    initial(): T;
  };
  errors?: Record<string, string>;
  onValue?(value: T): void;
}) {
  const [value, setValue] = useState(editor.initial());
  const { Editor } = editor;
  return (
    <Editor
      value={value}
      errors={errors}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('the luck editors', () => {
  it('reads and writes amounts exactly', () => {
    expect(thousandthsOf('12.5')).toBe(12_500n);
    expect(thousandthsOf(3)).toBe(3000n);
    expect(thousandthsOf('1.2345')).toBeNull();
    expect(amountText(-3000n)).toBe('-3.000');
    expect(amountText(88_005n)).toBe('88.005');
  });

  it('daily interest: shows what the minimum balance earns as the rate changes', () => {
    let last: unknown = null;
    render(<Hosted editor={dailyInterestEditor} onValue={(value) => (last = value)} />);
    expect(screen.getByTestId('interest-example').textContent).toBe(
      'E.g. a balance of 100.000 earns 0.100 a day',
    );
    fireEvent.change(screen.getByLabelText('Daily rate (basis points, 100 = 1%)'), {
      target: { value: '50' },
    });
    expect(screen.getByTestId('interest-example').textContent).toBe(
      'E.g. a balance of 100.000 earns 0.500 a day',
    );
    expect(last).toMatchObject({ Type: 'dailyInterest', RateBasisPoints: 50 });
  });

  it('one-dollar: shows a round’s sales and margin, and the contract’s message by its field', () => {
    render(
      <Hosted editor={oneDollarEditor} errors={{ SharesPerRound: 'Too small: at least 2' }} />,
    );
    expect(screen.getByTestId('one-dollar-margin').textContent).toBe(
      'A round sells 100.000; less the prize, 12.000',
    );
    expect(screen.getByRole('alert').textContent).toBe('Too small: at least 2');
    fireEvent.change(screen.getByLabelText('Shares per round'), { target: { value: '200' } });
    expect(screen.getByTestId('one-dollar-margin').textContent).toBe(
      'A round sells 200.000; less the prize, 112.000',
    );
  });

  it('lucky 7: adds a deposit spin and removes the free spin', () => {
    let last: { SpinTurnovers: unknown[]; SpinDeposits: unknown[] } | null = null;
    render(<Hosted editor={lucky7SlotEditor} onValue={(value) => (last = value)} />);
    const [, addDeposit] = screen.getAllByRole('button', { name: 'Add a spin' });
    fireEvent.click(addDeposit!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove spin 1' })[0]!);
    expect(last).toMatchObject({ SpinTurnovers: [], SpinDeposits: [''] });
  });
});
