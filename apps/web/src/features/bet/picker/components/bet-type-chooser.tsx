import type { TBetType } from '@lottery/lottery';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../logic/names.ts';
import type { TBetTypeGroup } from '../logic/official-bet-types.ts';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../../shared/ui/tab-list.tsx';

/**
 * The bet type chooser: the groups as tabs (五星, 前三, 定位胆…), then the methods of the chosen
 * group as toggle buttons; `children` (the number picker) sit in the group's tab panel.
 */
export function BetTypeChooser({
  groups,
  type,
  onChoose,
  children,
}: {
  groups: readonly TBetTypeGroup[];
  type: TBetType;
  onChoose(type: TBetType): void;
  children: ReactNode;
}) {
  const prefix = useId();
  return (
    <div className="bet-type-chooser">
      <GroupMenu groups={groups} type={type} onChoose={onChoose} prefix={prefix} />
      <div
        className="picker-panel"
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, type.group.zh)}
      >
        <MethodMenu groups={groups} type={type} onChoose={onChoose} />
        {children}
      </div>
    </div>
  );
}

/** The group tabs; memoised, as picking numbers re-renders the picker around it. */
const GroupMenu = memo(function GroupMenu({
  groups,
  type,
  onChoose,
  prefix,
}: {
  groups: readonly TBetTypeGroup[];
  type: TBetType;
  onChoose(type: TBetType): void;
  prefix: string;
}) {
  const { t, i18n } = useTranslation();
  const tabs = groups.map((g) => ({ id: g.key, label: nameIn(g.name, i18n.language) }));
  function chooseGroup(key: string) {
    const first = groups.find((g) => g.key === key)?.types[0];
    if (first && key !== type.group.zh) onChoose(first);
  }
  return (
    <TabList
      className="picker-tabs"
      tabClassName="picker-tab"
      tabs={tabs}
      selected={type.group.zh}
      onSelect={chooseGroup}
      label={t('bet.picker.groups')}
      prefix={prefix}
    />
  );
});

/** The methods of the chosen group as toggle buttons; memoised like GroupMenu. */
const MethodMenu = memo(function MethodMenu({
  groups,
  type,
  onChoose,
}: {
  groups: readonly TBetTypeGroup[];
  type: TBetType;
  onChoose(type: TBetType): void;
}) {
  const { t, i18n } = useTranslation();
  const group = groups.find((g) => g.key === type.group.zh);
  return (
    <div className="method-list" role="group" aria-label={t('bet.picker.methods')}>
      {group?.types.map((method) => (
        <button
          key={method.id}
          type="button"
          className="method"
          aria-pressed={method.id === type.id}
          onClick={() => onChoose(method)}
        >
          {nameIn(method.name, i18n.language)}
        </button>
      ))}
    </div>
  );
});
