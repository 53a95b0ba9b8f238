import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TProfitDay } from '../api/get-profit-report.ts';
import { datesOf, type TDateRange } from '../logic/site-date.ts';

const plotH = 180;
const topPad = 12;
const bottomPad = 28;
/** Rough width of a label at the chart's 12 px (digits, separators, a sign). */
const textWidth = (text: string) => text.length * 7.2;

/**
 * 盈亏 per day as plain SVG bars (no chart library, as the draws trend chart): every date of the
 * range has its slot, oldest on the left, so a day without bets shows as a gap; a bar rises for a
 * profit and falls for a loss from the zero line. Each bar is an image named by its date and
 * figure, and the table under the chart carries every number.
 */
export function ProfitChart({
  days,
  range,
  title,
}: {
  days: readonly TProfitDay[];
  range: TDateRange;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const dates = datesOf(range);
  const byDate = new Map(days.map((day) => [day.Date, day]));
  const profits = days.map((day) => day.Profit);
  const top = Math.max(0, ...profits);
  const bottom = Math.min(0, ...profits);
  const span = top - bottom || 1;
  const y = (amount: number) => topPad + ((top - amount) / span) * plotH;
  const axisLabels = [top, 0, bottom]
    .filter((value, i, all) => all.indexOf(value) === i)
    .map((value) => ({ value, text: formatAmount(value, i18n.language) }));
  const axisW = 12 + Math.max(...axisLabels.map((label) => textWidth(label.text)));
  const slot = dates.length <= 31 ? 28 : 12;
  const width = axisW + dates.length * slot + 8;
  const height = topPad + plotH + bottomPad;
  const labelEvery = Math.ceil(dates.length / 8);

  return (
    <div className="records-chart-scroll" tabIndex={0} role="region" aria-label={title}>
      <svg
        className="records-chart"
        role="group"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <g aria-hidden="true">
          {axisLabels.map((label) => (
            <g key={label.value}>
              <line
                className={label.value === 0 ? 'records-chart-zero' : 'records-chart-grid'}
                x1={axisW}
                x2={width}
                y1={y(label.value)}
                y2={y(label.value)}
              />
              <text
                className="records-chart-axis"
                x={axisW - 6}
                y={y(label.value)}
                textAnchor="end"
              >
                {label.text}
              </text>
            </g>
          ))}
          {dates.map((date, i) =>
            i % labelEvery === 0 || i === dates.length - 1 ? (
              <text
                key={date}
                className="records-chart-axis"
                x={axisW + i * slot + slot / 2}
                y={topPad + plotH + bottomPad / 2}
                textAnchor="middle"
              >
                {date.slice(5)}
              </text>
            ) : null,
          )}
        </g>
        {dates.map((date, i) => {
          const day = byDate.get(date);
          if (!day) return null;
          const barTop = Math.min(y(day.Profit), y(0));
          const barH = Math.max(1, Math.abs(y(day.Profit) - y(0)));
          const label = t('records.profit.barLabel', {
            date,
            amount: formatAmount(day.Profit, i18n.language),
          });
          return (
            <g key={date} role="img" aria-label={label} data-date={date}>
              <title>{label}</title>
              <rect
                className={day.Profit < 0 ? 'records-bar is-loss' : 'records-bar is-profit'}
                x={axisW + i * slot + slot * 0.2}
                y={barTop}
                width={slot * 0.6}
                height={barH}
              />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
