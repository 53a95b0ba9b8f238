import { prizeRanks, reelsOfRank, slotReelsOf, type TSlotReels } from '@lottery/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TActivityClaimResult, TActivityDetailView } from '../api/activity-api.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import { afterAnimation } from '../shared/motion.ts';
import { SlotMachine } from './slot-machine.tsx';
import './lucky7-slot.css';

/** How long the reels spin and then stop one by one (lucky7-slot.css). */
const spinMs = 1800;
const stopMs = 1000;

/** Thousandths of an amount as the API sends it (three decimals at most). */
const thousandths = (amount: number) => BigInt(Math.round(amount * 1000));

/**
 * /Lucky7SlotActivity: three reels, the pay table (each prize's picture, the largest 7-7-7), the
 * spins left and what earns the next. A spin claims; the reels spin and stop on the symbols of the
 * drawn prize, a function of the drawn index (packages/lottery slot-reels.ts), so the frame's
 * draw proof covers what the reels show.
 */
export default function Lucky7SlotPage() {
  const { t } = useTranslation();
  const [reels, setReels] = useState<TSlotReels | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [drawn, setDrawn] = useState<number | null>(null);
  const onClaimed = async (result: TActivityClaimResult, detail: TActivityDetailView) => {
    const index = result.Award.PrizeIndex;
    if (index === null || detail.Config.Type !== 'lucky7Slot') return;
    setDrawn(null);
    setSpinning(true);
    await afterAnimation(spinMs);
    setReels(
      slotReelsOf(
        detail.Config.Prizes.map((prize) => thousandths(prize.Amount)),
        index,
      ),
    );
    setSpinning(false);
    await afterAnimation(stopMs);
    setDrawn(index);
  };
  return (
    <ActivityFrame
      type="lucky7Slot"
      claimText={t('activityLuck.slot.spin')}
      onClaimed={onClaimed}
      renderProgress={(context) => (
        <SlotProgress context={context} reels={reels} spinning={spinning} drawn={drawn} />
      )}
    />
  );
}

function SlotProgress({
  context,
  reels,
  spinning,
  drawn,
}: {
  context: TActivityProgressContext;
  reels: TSlotReels | null;
  spinning: boolean;
  drawn: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'lucky7Slot') return null;
  const { Prizes, SpinDeposits } = detail.Config;
  const { SpinsLeft, NextSpinTurnover } = detail.Progress;
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const ranks = prizeRanks(Prizes.map((prize) => thousandths(prize.Amount)));
  const totalWeight = Prizes.reduce((sum, prize) => sum + prize.Weight, 0);
  const picture = (pictured: TSlotReels) =>
    pictured.map((symbol) => t(`activityLuck.slot.symbol.${symbol}`)).join('-');
  const order = Prizes.map((prize, index) => ({ prize, index, rank: ranks[index] ?? 0 })).sort(
    (a, b) => a.rank - b.rank,
  );
  const won = drawn === null ? null : Prizes[drawn];
  return (
    <div className="slot-layout">
      <div>
        <SlotMachine reels={reels} spinning={spinning} />
        {won && reels && (
          <p className="slot-won" role="status">
            {t('activityLuck.slot.won', { reels: picture(reels), amount: money(won.Amount) })}
          </p>
        )}
        <p data-testid="spins-left">
          {t('activityLuck.slot.spinsLeft', { count: SpinsLeft })}
          {NextSpinTurnover !== null && (
            <span className="muted">
              {' · '}
              {t('activityLuck.slot.nextSpin', { amount: money(NextSpinTurnover) })}
            </span>
          )}
          {SpinsLeft === 0 && NextSpinTurnover === null && SpinDeposits.length === 0 && (
            <span className="muted"> · {t('activityLuck.slot.noMoreSpins')}</span>
          )}
        </p>
        {SpinDeposits.length > 0 && (
          <ul className="muted">
            {SpinDeposits.map((amount, index) => (
              <li key={index}>{t('activityLuck.slot.depositSpin', { amount: money(amount) })}</li>
            ))}
          </ul>
        )}
      </div>
      <section aria-label={t('activityLuck.slot.paytable')}>
        <h3>{t('activityLuck.slot.paytable')}</h3>
        <ul className="slot-paytable" aria-label={t('activityLuck.slot.paytable')}>
          {order.map(({ prize, index, rank }) => (
            <li key={index} aria-current={drawn === index ? 'true' : undefined}>
              {t('activityLuck.slot.paytableRow', {
                reels: picture(reelsOfRank(rank)),
                amount: money(prize.Amount),
                chance: `${((prize.Weight / totalWeight) * 100).toFixed(1)}%`,
              })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
