import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SmileIcon } from './chat-icons.tsx';

/** A few common emoji: enough for a lottery chat room (a fuller picker can replace the list). */
export const commonEmoji = [
  '😀',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😎',
  '🤔',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '🔥',
  '💰',
  '🍀',
  '🎯',
  '❤️',
] as const;

/** A button that opens a grid of emoji; picking one hands it over and closes the grid. */
export function EmojiPicker({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick(emoji: string): void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The grid closes, not the chat around it.
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <div className="chat-emoji" onKeyDown={closeOnEscape}>
      <button
        type="button"
        className="chat-emoji-toggle"
        aria-expanded={isOpen}
        aria-label={t('chat.emoji')}
        title={t('chat.emoji')}
        disabled={disabled}
        onClick={() => setOpen((open) => !open)}
      >
        <SmileIcon />
      </button>
      {isOpen && (
        <div className="chat-emoji-grid" role="group" aria-label={t('chat.emojiPicker')}>
          {commonEmoji.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
