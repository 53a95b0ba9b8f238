import { parseThousandths } from '@lottery/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../logic/format-board.ts';

/** SPEC §3 "predict (board chips…)": the chip amounts, in yuan. */
export const chipYuan = [1, 5, 10, 50, 100, 500] as const;

const thousandthsOfYuan = (yuan: number) => BigInt(yuan) * 1000n;

/** The stake a board starts with, and goes back to when the typed amount is cleared: 10. */
export const defaultStake = thousandthsOfYuan(chipYuan[2]);

export interface TStakeChipsProps {
  /** The stake per item a click picks with (thousandths); null while a typed amount is invalid. */
  stake: bigint | null;
  onStake(stake: bigint | null): void;
}

/** The chips, and a typed amount of up to three decimals for any other stake. */
export function StakeChips({ stake, onStake }: TStakeChipsProps) {
  const { t, i18n } = useTranslation();
  const [custom, setCustom] = useState('');
  const errorId = useId();
  const inputId = useId();
  const isCustomInvalid = custom.trim() !== '' && stake === null;

  function typeCustom(text: string) {
    setCustom(text);
    if (text.trim() === '') return onStake(defaultStake);
    const parsed = parseThousandths(text);
    onStake(parsed !== null && parsed > 0n ? parsed : null);
  }

  return (
    <fieldset className="stake-chips">
      <legend>{t('twoSided.stake.legend')}</legend>
      <div className="stake-chip-row">
        {chipYuan.map((yuan) => {
          const amount = thousandthsOfYuan(yuan);
          return (
            <button
              key={yuan}
              type="button"
              className="stake-chip"
              aria-pressed={custom.trim() === '' && stake === amount}
              onClick={() => {
                setCustom('');
                onStake(amount);
              }}
            >
              {t('twoSided.stake.chip', { amount: yuan })}
            </button>
          );
        })}
        <span className="stake-custom">
          <label htmlFor={inputId}>{t('twoSided.stake.custom')}</label>
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            aria-invalid={isCustomInvalid}
            aria-describedby={isCustomInvalid ? errorId : undefined}
            onChange={(event) => typeCustom(event.target.value)}
          />
        </span>
      </div>
      {isCustomInvalid ? (
        <p id={errorId} className="field-error" role="alert">
          {t('twoSided.stake.customInvalid')}
        </p>
      ) : (
        stake !== null && (
          <p className="muted">
            {t('twoSided.stake.chosen', { amount: formatMoney(stake, i18n.language) })}
          </p>
        )
      )}
    </fieldset>
  );
}
