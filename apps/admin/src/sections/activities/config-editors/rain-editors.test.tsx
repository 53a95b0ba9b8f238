import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';
import type { TConfigEditor, TConfigOf } from './config-editor-types.ts';
import { redPackRainEditor } from './red-pack-rain-editor.tsx';
import { redPacketSolitaireEditor } from './red-packet-solitaire-editor.tsx';

beforeEach(() => setLanguage('en'));
afterEach(() => cleanup());

/** Renders an editor holding its value as the activity form does; `seen` gets every change. */
function Host<T extends 'redPackRain' | 'redPacketSolitaire'>({
  editor,
  seen,
  errors = {},
}: {
  editor: TConfigEditor<T>;
  seen: TConfigOf<T>[];
  errors?: TFieldErrors;
}) {
  const [value, setValue] = useState(editor.initial);
  return (
    <editor.Editor
      value={value}
      errors={errors}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('the red-pack rain editor', () => {
  it('edits the day’s rains, the grabs, the rain budget and the packets', () => {
    const seen: TConfigOf<'redPackRain'>[] = [];
    render(<Host editor={redPackRainEditor} seen={seen} />);
    fireEvent.change(screen.getByLabelText('Start of rain 1'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rain' }));
    fireEvent.change(screen.getByLabelText('Seconds of rain 2'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Grabs per player and rain'), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByLabelText('Budget per rain'), { target: { value: '500.5' } });
    fireEvent.change(screen.getByLabelText('Amount of prize 1'), { target: { value: '2' } });
    expect(seen.at(-1)).toEqual({
      Type: 'redPackRain',
      Rains: [
        { Start: '12:30', Seconds: 180 },
        { Start: '20:00', Seconds: 60 },
      ],
      GrabsPerRain: 5,
      RainBudget: '500.5',
      Prizes: [{ Amount: '2', Weight: 1 }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove rain 1' }));
    expect(seen.at(-1)?.Rains).toEqual([{ Start: '20:00', Seconds: 60 }]);
    expect(screen.getByRole('button', { name: 'Remove rain 1' })).toHaveProperty('disabled', true);
  });

  it("shows the contract's refusals beside their fields", () => {
    render(
      <Host
        editor={redPackRainEditor}
        seen={[]}
        errors={{ 'Rains.0': 'Rains are in order', RainBudget: 'money.format' }}
      />,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Rains are in order',
      'money.format',
    ]);
    expect(screen.getByLabelText('Start of rain 1').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the red-packet relay editor', () => {
  it('edits each packet’s turnover and prizes, adds and removes packets', () => {
    const seen: TConfigOf<'redPacketSolitaire'>[] = [];
    render(<Host editor={redPacketSolitaireEditor} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a packet' }));
    fireEvent.change(screen.getByLabelText('Bets that unlock packet 2'), {
      target: { value: '100' },
    });
    const amounts = screen.getAllByLabelText('Amount of prize 1');
    fireEvent.change(amounts[1] as HTMLElement, { target: { value: '8' } });
    expect(seen.at(-1)).toEqual({
      Type: 'redPacketSolitaire',
      Packets: [
        { Turnover: 0, Prizes: [{ Amount: '', Weight: 1 }] },
        { Turnover: '100', Prizes: [{ Amount: '8', Weight: 1 }] },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove packet 1' }));
    expect(seen.at(-1)?.Packets).toEqual([
      { Turnover: '100', Prizes: [{ Amount: '8', Weight: 1 }] },
    ]);
  });
});
