import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The nick name search of the people lists (a room's members, people to put in a group): it
 * searches on Enter or the button, not on each key. It is no form of its own, so it may sit inside
 * the group form, where Enter searches and does not submit the group.
 */
export function PeopleSearch({
  label,
  onSearch,
}: {
  /** Names the search landmark (the list it searches), unique on the screen. */
  label: string;
  onSearch(text: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an input method's composition picks the characters; it does not search.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSearch(text);
  };

  return (
    <div className="chat-people-search" role="search" aria-label={label}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('chatGroups.search')}
      </label>
      <input
        id={inputId}
        type="search"
        placeholder={t('chatGroups.search')}
        maxLength={30}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="button" onClick={() => onSearch(text)}>
        {t('chatGroups.searchButton')}
      </button>
    </div>
  );
}
