import type { TBetType } from '@lottery/lottery';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousandths } from '../logic/format-money.ts';
import { nameIn } from '../logic/names.ts';

/**
 * The live figures of the pick, all from priceTicket: units (注数), amount, self-rebate, the
 * maximum multiple, and what one winning unit pays at each level.
 */
export const TicketFigures = memo(function TicketFigures({
  type,
  units,
  amount,
  rebate,
  prizes,
  paidGroup,
  chosenGroup,
  maxMultiple,
}: {
  type: TBetType;
  units: number;
  amount: bigint;
  rebate: bigint;
  prizes: Readonly<Record<string, bigint>> | undefined;
  paidGroup: number;
  chosenGroup: number;
  maxMultiple: number;
}) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return (
    <section className="ticket-figures" aria-label={t('bet.picker.figures.title')}>
      <p className="visually-hidden" aria-live="polite">
        {t('bet.picker.figures.summary', {
          units: units.toLocaleString(language),
          amount: formatThousandths(amount, language),
        })}
      </p>
      <dl className="figure-list">
        <div>
          <dt>{t('bet.picker.figures.units')}</dt>
          <dd data-figure="units">{units.toLocaleString(language)}</dd>
        </div>
        <div>
          <dt>{t('bet.picker.figures.amount')}</dt>
          <dd data-figure="amount" className="figure-amount">
            {formatThousandths(amount, language)}
          </dd>
        </div>
        <div>
          <dt>{t('bet.picker.figures.rebate')}</dt>
          <dd data-figure="rebate">{formatThousandths(rebate, language)}</dd>
        </div>
        <div>
          <dt>{t('bet.picker.figures.maxMultiple')}</dt>
          <dd data-figure="maxMultiple">{maxMultiple.toLocaleString(language)}</dd>
        </div>
      </dl>
      {prizes && (
        <div className="prize-list">
          <h3>{t('bet.picker.figures.prizes')}</h3>
          <ul>
            {type.levels.map((level) => (
              <li key={level.id} data-level={level.id}>
                <span>{nameIn(level.name, language)}</span>{' '}
                <strong>{formatThousandths(prizes[level.id] ?? 0n, language)}</strong>
              </li>
            ))}
          </ul>
          {paidGroup < chosenGroup && (
            <p className="muted">{t('bet.picker.figures.cappedGroup', { group: paidGroup })}</p>
          )}
        </div>
      )}
    </section>
  );
});
