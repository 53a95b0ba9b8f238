import { chatMessageMaxLength } from '@lottery/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { refusalText } from '../logic/refusal-text.ts';
import type { TChatOutcome } from '../session/chat-actions.ts';
import { EmojiPicker } from './emoji-picker.tsx';

/** Characters as the server counts them: code points (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/**
 * The message box: Enter sends, Shift+Enter starts a new line, a counter to 500 characters. When
 * the player may not post here (a read-only room, chat disabled on the account) it is shut and
 * says why; a refusal shows the catalogue's text.
 */
export function Composer({
  blockedReason,
  onSend,
  tools,
}: {
  /** Why the player may not post here, or null. */
  blockedReason: string | null;
  onSend(body: string): Promise<TChatOutcome>;
  /** More buttons beside the emoji (the image button). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const length = lengthOf(text);
  const isTooLong = length > chatMessageMaxLength;
  const isBlocked = blockedReason !== null;
  const canSend = !isBlocked && !isSending && !isTooLong && text.trim() !== '';

  async function send() {
    if (!canSend) return;
    setSending(true);
    setError(null);
    const outcome = await onSend(text.trim());
    setSending(false);
    if (outcome.ok) {
      setText('');
      box.current?.focus();
      return;
    }
    setError(
      outcome.refusal ? refusalText(outcome.refusal, currentLanguage()) : t('chat.sendFailed'),
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method's Enter picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const insert = (emoji: string) => {
    setText((current) => current + emoji);
    box.current?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <textarea
        ref={box}
        className="chat-composer-box"
        aria-label={t('chat.composer')}
        aria-describedby={hintId}
        aria-invalid={isTooLong || undefined}
        placeholder={blockedReason ?? t('chat.hint')}
        rows={2}
        value={text}
        disabled={isBlocked}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer-bar">
        <EmojiPicker disabled={isBlocked} onPick={insert} />
        {tools}
        <span id={hintId} className={isTooLong ? 'chat-length over' : 'chat-length'}>
          {isBlocked
            ? blockedReason
            : t('chat.length', { count: length, max: chatMessageMaxLength })}
        </span>
        <button type="submit" className="button primary" disabled={!canSend}>
          {t('chat.send')}
        </button>
      </div>
      {isTooLong && (
        <p className="chat-error">{t('chat.tooLong', { max: chatMessageMaxLength })}</p>
      )}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
