import { useTranslation } from 'react-i18next';
import { ballText } from '../logic/draw-numbers.ts';

/**
 * A winning number as balls. Screen readers get one label with every number instead of a ball
 * at a time.
 */
export function NumberBalls({
  numbers,
  max,
  size = 'normal',
}: {
  numbers: readonly number[];
  max: number;
  size?: 'normal' | 'small';
}) {
  const { t } = useTranslation();
  const texts = numbers.map((ball) => ballText(ball, max));
  return (
    <span
      className={size === 'small' ? 'balls is-small' : 'balls'}
      role="img"
      aria-label={`${t('draws.numbers')}: ${texts.join(' ')}`}
    >
      {texts.map((text, i) => (
        <span className="ball" aria-hidden="true" key={i}>
          {text}
        </span>
      ))}
    </span>
  );
}
