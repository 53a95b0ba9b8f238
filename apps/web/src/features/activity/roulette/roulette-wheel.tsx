import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { labelPoint, segmentPath } from './wheel-geometry.ts';

const radius = 140;
const colours = ['#e5534b', '#f7c948', '#3d8bfd', '#30a46c', '#8e4ec6', '#f76b15'];

/**
 * The wheel drawn from the configured prizes (SVG), turned to `rotation` degrees; the CSS
 * transition (activity.css, none under prefers-reduced-motion) makes a change of it a spin. The
 * picture is decorative: the prize list beside it says the same in words.
 */
export function RouletteWheel({
  prizes,
  rotation,
  highlighted,
}: {
  prizes: readonly { Amount: number; Weight: number }[];
  rotation: number;
  highlighted: number | null;
}) {
  const { t, i18n } = useTranslation();
  const total = prizes.reduce((sum, prize) => sum + prize.Weight, 0);
  return (
    <div className="roulette">
      <div className="roulette-stage">
        <span className="roulette-pointer" aria-hidden="true" />
        <svg
          className="roulette-wheel"
          viewBox={`0 0 ${radius * 2} ${radius * 2}`}
          aria-hidden="true"
          focusable="false"
          data-testid="roulette-wheel"
          data-rotation={rotation}
          style={{ transform: `rotate(${rotation}deg)` }}
        >
          {prizes.map((prize, index) => {
            const label = labelPoint(index, prizes.length, radius);
            return (
              <g key={index}>
                <path
                  d={segmentPath(index, prizes.length, radius)}
                  fill={colours[index % colours.length]}
                  stroke="#fff"
                  strokeWidth="2"
                />
                <text
                  x={label.x}
                  y={label.y}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${label.angle} ${label.x} ${label.y})`}
                  className="roulette-label"
                >
                  {formatAmount(prize.Amount, i18n.language).replace(/\.000$/, '')}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ol className="roulette-prizes" aria-label={t('activity.roulette.wheel')}>
        {prizes.map((prize, index) => (
          <li
            key={index}
            className={highlighted === index ? 'is-drawn' : undefined}
            aria-current={highlighted === index ? 'true' : undefined}
          >
            {t('activity.roulette.prize', {
              amount: formatAmount(prize.Amount, i18n.language),
              percent: total > 0 ? ((prize.Weight / total) * 100).toFixed(1) : '0',
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}
