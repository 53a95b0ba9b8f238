import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TTab {
  id: string;
  label: string;
}

export const tabIdOf = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelIdOf = (prefix: string) => `${prefix}-panel`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home, End) move and
 * select. The panel is the caller's element with id tabPanelIdOf(prefix), role "tabpanel" and
 * aria-labelledby tabIdOf(prefix, selected). Scrolls sideways on a narrow screen.
 */
export function TabList({
  tabs,
  selected,
  onSelect,
  label,
  prefix,
  className = 'tab-list',
  tabClassName = 'tab',
}: {
  tabs: readonly TTab[];
  selected: string;
  onSelect(id: string): void;
  label: string;
  prefix: string;
  /** The list's and each tab's class (a screen that styles its tabs its own way). */
  className?: string;
  tabClassName?: string;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at <= 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabIdOf(prefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={tabPanelIdOf(prefix)}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? `${tabClassName} is-selected` : tabClassName}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
