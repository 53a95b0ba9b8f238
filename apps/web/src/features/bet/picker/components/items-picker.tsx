import type { TNames } from '@lottery/lottery';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../logic/names.ts';
import type { TPicksAction } from '../logic/picks.ts';

/** Named options (大 小 单 双, 豹子 顺子 对子, 龙 虎 和…) as toggle buttons. */
export function ItemsPicker({
  items,
  picked,
  dispatch,
}: {
  items: readonly { id: string; name: TNames }[];
  picked: readonly string[];
  dispatch: Dispatch<TPicksAction>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="item-list" role="group" aria-label={t('bet.picker.items')}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="pick-item"
          aria-pressed={picked.includes(item.id)}
          onClick={() => dispatch({ type: 'toggleItem', item: item.id })}
        >
          {nameIn(item.name, i18n.language)}
        </button>
      ))}
    </div>
  );
}
