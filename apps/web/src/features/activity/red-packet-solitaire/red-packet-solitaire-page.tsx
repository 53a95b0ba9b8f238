import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { ActivityFrame } from '../shared/activity-frame.tsx';
import { afterAnimation } from '../shared/motion.ts';
import { chainOf, type TChainPacket } from './packet-chain.ts';
import './solitaire.css';

/** How long a packet takes to open (solitaire.css .solitaire-packet.is-opening). */
const openMs = 900;

/**
 * /RedPacketSolitaire: the day's relay of packets, opened in order: each opened one with what it
 * paid, the next one ready (or the turnover it still needs), the rest locked behind it. The
 * frame's button opens the next packet; it shakes open (not under reduced motion).
 */
export default function RedPacketSolitairePage() {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<number | null>(null);
  return (
    <ActivityFrame
      type="redPacketSolitaire"
      onClaimed={async (_result, detail) => {
        setOpening(detail.Progress.Steps.findIndex((step) => !step.Claimed));
        await afterAnimation(openMs);
        setOpening(null);
      }}
      claimText={t('activityRain.solitaire.openNext')}
      renderProgress={({ detail }) => <Chain detail={detail} opening={opening} />}
    />
  );
}

function Chain({ detail, opening }: { detail: TActivityDetailView; opening: number | null }) {
  const { t } = useTranslation();
  const chain = chainOf(detail);
  const next = chain.find((packet) => packet.state === 'ready' || packet.state === 'waiting');
  return (
    <section aria-label={t('activityRain.solitaire.chain')}>
      <ol className="solitaire-chain" data-testid="solitaire-chain">
        {chain.map((packet) => (
          <ChainPacket key={packet.index} packet={packet} isOpening={opening === packet.index} />
        ))}
      </ol>
      {!next && chain.length > 0 && (
        <p className="muted" role="status">
          {t('activityRain.solitaire.allOpened')}
        </p>
      )}
    </section>
  );
}

function ChainPacket({ packet, isOpening }: { packet: TChainPacket; isOpening: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  return (
    <li
      className={`solitaire-packet is-${packet.state}${isOpening ? ' is-opening' : ''}`}
      data-state={packet.state}
      aria-current={packet.state === 'ready' || packet.state === 'waiting' ? 'step' : undefined}
    >
      <span className="solitaire-envelope" aria-hidden="true">
        {packet.state === 'opened' ? '¥' : '福'}
      </span>
      <strong>{t('activityRain.solitaire.packet', { index: packet.index + 1 })}</strong>
      <span className="solitaire-status">
        {packet.state === 'opened' &&
          t('activityRain.solitaire.opened', {
            amount: packet.amount === null ? '—' : money(packet.amount),
          })}
        {packet.state === 'ready' && t('activityRain.solitaire.ready')}
        {packet.state === 'waiting' && (
          <>
            {t('activityRain.solitaire.locked', { target: money(packet.target) })}
            {' · '}
            {t('activityRain.solitaire.more', { amount: money(packet.more) })}
          </>
        )}
        {packet.state === 'locked' && t('activityRain.solitaire.afterPrevious')}
      </span>
      {packet.state !== 'opened' && (
        <span className="muted">
          {packet.prize === null
            ? t('activityRain.solitaire.drawnPrize')
            : t('activityRain.solitaire.fixedPrize', { amount: money(packet.prize) })}
        </span>
      )}
      {packet.state === 'waiting' && packet.target > 0 && (
        <progress max={packet.target} value={packet.target - packet.more} />
      )}
    </li>
  );
}
