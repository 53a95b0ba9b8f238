import type { TSlotReels } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';

/** The resting picture before the first spin of a visit. */
const idleReels: TSlotReels = ['seven', 'bar', 'cherry'];

/**
 * Three reels, each symbol written out in the page's language (an emoji font is not on every
 * phone, and a missing glyph shows an empty box). They blur while the claim is answered (still
 * under reduced motion), then stop one after another on the drawn prize's symbols
 * (lucky7-slot.css).
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
          {t(`activityLuck.slot.symbol.${symbol}`)}
        </span>
      ))}
    </div>
  );
}
