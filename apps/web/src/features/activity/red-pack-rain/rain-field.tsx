import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import './rain-field.css';

/** Packets in flight at once: one per lane, each lane its own fall time so they do not align. */
const lanes = [
  { left: 4, seconds: 3.1, delay: 0 },
  { left: 17, seconds: 2.6, delay: 0.9 },
  { left: 30, seconds: 3.6, delay: 0.3 },
  { left: 43, seconds: 2.9, delay: 1.6 },
  { left: 56, seconds: 3.3, delay: 0.6 },
  { left: 69, seconds: 2.7, delay: 1.2 },
  { left: 82, seconds: 3.5, delay: 0.2 },
];

interface TBurst {
  id: number;
  left: number;
  amount: number | null;
}

/**
 * The falling packets (loaded on demand, only while a rain falls and motion is allowed): each is
 * a button that grabs; a caught packet leaves its lane for a moment and its amount bursts where
 * it was. Under prefers-reduced-motion the page shows the frame's button instead of this field.
 */
export default function RainField({
  disabled,
  onGrab,
}: {
  disabled: boolean;
  onGrab(): Promise<{ Award: { Amount: number } } | null>;
}) {
  const { t, i18n } = useTranslation();
  const [generation, setGeneration] = useState(() => lanes.map(() => 0));
  const [bursts, setBursts] = useState<TBurst[]>([]);

  async function grab(lane: number) {
    const left = lanes[lane]?.left ?? 0;
    const id = Date.now() + lane;
    setGeneration((current) => current.map((value, index) => (index === lane ? value + 1 : value)));
    const result = await onGrab();
    setBursts((current) => [...current, { id, left, amount: result?.Award.Amount ?? null }]);
    setTimeout(() => setBursts((current) => current.filter((burst) => burst.id !== id)), 1200);
  }

  return (
    <div className="rain-field" role="group" aria-label={t('activityRain.rain.field')}>
      {lanes.map((lane, index) => (
        <button
          // A new key restarts the fall: the caught packet is replaced by a fresh one at the top.
          key={`${index}-${generation[index] ?? 0}`}
          type="button"
          className="rain-packet"
          style={{
            left: `${lane.left}%`,
            animationDuration: `${lane.seconds}s`,
            animationDelay: `${lane.delay}s`,
          }}
          disabled={disabled}
          aria-label={t('activityRain.rain.grabPacket')}
          onClick={() => void grab(index)}
        >
          <span aria-hidden="true">福</span>
        </button>
      ))}
      {bursts.map((burst) => (
        <span key={burst.id} className="rain-burst" style={{ left: `${burst.left}%` }}>
          {burst.amount === null
            ? t('activityRain.rain.grabFailed')
            : `+${formatAmount(burst.amount, i18n.language)}`}
        </span>
      ))}
    </div>
  );
}
