import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TActivityClaimResult, TActivityDetailView } from '../api/activity-api.ts';
import { RouletteWheel } from '../roulette/roulette-wheel.tsx';
import { spinTo } from '../roulette/wheel-geometry.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import { afterAnimation } from '../shared/motion.ts';

/** How long a spin turns (activity.css .roulette-wheel transition). */
const spinMs = 4000;

/**
 * /RouletteActivity: the wheel of the configured prizes, the spins left and the turnover for the
 * next one. A spin claims; the wheel turns and stops on the prize index the claim drew, then the
 * amount and the draw's proof show (the frame's verify panel).
 */
export default function RoulettePage() {
  const { t } = useTranslation();
  const [rotation, setRotation] = useState(0);
  const [drawn, setDrawn] = useState<number | null>(null);
  const onClaimed = async (result: TActivityClaimResult, detail: TActivityDetailView) => {
    const index = result.Award.PrizeIndex;
    if (index === null || detail.Config.Type !== 'roulette') return;
    const count = detail.Config.Prizes.length;
    setDrawn(null);
    setRotation((current) => spinTo(current, index, count));
    await afterAnimation(spinMs);
    setDrawn(index);
  };
  return (
    <ActivityFrame
      type="roulette"
      claimText={t('activity.roulette.spin')}
      onClaimed={onClaimed}
      renderProgress={(context) => (
        <RouletteProgress context={context} rotation={rotation} drawn={drawn} />
      )}
    />
  );
}

function RouletteProgress({
  context,
  rotation,
  drawn,
}: {
  context: TActivityProgressContext;
  rotation: number;
  drawn: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'roulette') return null;
  const { SpinsLeft, NextSpinTurnover } = detail.Progress;
  return (
    <>
      <RouletteWheel prizes={detail.Config.Prizes} rotation={rotation} highlighted={drawn} />
      <p className="roulette-spins" data-testid="spins-left">
        {t('activity.roulette.spinsLeft', { count: SpinsLeft })}
        {NextSpinTurnover !== null && (
          <span className="muted">
            {' · '}
            {t('activity.roulette.nextSpin', {
              amount: formatAmount(NextSpinTurnover, i18n.language),
            })}
          </span>
        )}
        {SpinsLeft === 0 && NextSpinTurnover === null && (
          <span className="muted"> · {t('activity.roulette.noMoreSpins')}</span>
        )}
      </p>
    </>
  );
}
