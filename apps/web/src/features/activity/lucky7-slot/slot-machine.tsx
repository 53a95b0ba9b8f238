import type { TSlotReels, TSlotSymbol } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';

/** The glyph of each reel symbol (the names are read out from the texts). */
export const symbolGlyphs: Readonly<Record<TSlotSymbol, string>> = {
  seven: '7',
  bar: 'BAR',
  bell: '🔔',
  melon: '🍉',
  cherry: '🍒',
  lemon: '🍋',
};

/** The resting picture before the first spin of a visit. */
const idleReels: TSlotReels = ['seven', 'bar', 'cherry'];

/**
 * Three reels: spinning (a blur of symbols, still under reduced motion) until the claim's answer
 * is known, then stopped one after another on the drawn prize's symbols (lucky7-slot.css).
 */
export function SlotMachine({ reels, spinning }: { reels: TSlotReels | null; spinning: boolean }) {
  const { t } = useTranslation();
  const shown = reels ?? idleReels;
  const label = spinning
    ? t('activityLuck.slot.spinning')
    : shown.map((symbol) => t(`activityLuck.slot.symbol.${symbol}`)).join(' · ');
  return (
    <div
      className={`slot-machine${spinning ? ' is-spinning' : ''}${reels ? ' is-stopped' : ''}`}
      role="img"
      aria-label={`${t('activityLuck.slot.reels')}: ${label}`}
      data-testid="slot-reels"
      data-reels={shown.join('-')}
    >
      {shown.map((symbol, index) => (
        <span key={index} className={`slot-reel is-${symbol}`} aria-hidden="true">
          {symbolGlyphs[symbol]}
        </span>
      ))}
    </div>
  );
}
