import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Which ball position a chart or road shows; -1 is the whole draw (set-judged games). */
export function PositionPicker({
  length,
  value,
  onChange,
  hasWholeDraw,
}: {
  length: number;
  value: number;
  onChange(position: number): void;
  hasWholeDraw: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="picker">
      <label htmlFor={id}>{t('draws.position')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {hasWholeDraw && <option value={-1}>{t('draws.wholeDraw')}</option>}
        {Array.from({ length }, (_, i) => (
          <option key={i} value={i}>
            {t('draws.positionN', { n: i + 1 })}
          </option>
        ))}
      </select>
    </span>
  );
}
