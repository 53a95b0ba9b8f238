import { Dialog } from '@lottery/client-kit';
import { chatImageMaxBytes } from '@lottery/contracts';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { shareHubApi } from '../api/share-hub-api.ts';
import { uploadChatImage } from '../api/upload-chat-image.ts';
import { receiveMessages } from '../logic/chat-rooms.ts';
import { isChatDisabledRefusal, refusalBodyOf, refusalText } from '../logic/refusal-text.ts';
import { updateRooms, useChatStore } from '../store/chat-store.ts';
import '../styles/chat-share.css';
import { PictureIcon } from './chat-icons.tsx';

/** The types the server takes (it reads them from the bytes; this only spares a useless upload). */
const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const limitKb = chatImageMaxBytes / 1024;

/**
 * The file as a data: URL: the preview's address (the site's CSP takes data: images, not blob:)
 * and, after its comma, the base64 POST /api/Chat/UploadImage takes.
 */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** What a failed upload or post says: the catalogue's text when refused, else a generic line. */
function failureText(failure: unknown, fallback: string): string {
  const refusal = failure instanceof ApiError ? failure.body : refusalBodyOf(failure);
  if (isChatDisabledRefusal(refusal)) useChatStore.setState({ isChatDisabled: true });
  return refusal ? refusalText(refusal, currentLanguage()) : fallback;
}

/**
 * The composer's image button: pick a PNG, JPEG, WebP or GIF of at most 512 KB (refused here
 * before any upload, with the limit named), see it in a dialog, then send: the upload
 * (UploadImage answers a token), then AddMessage with Kind image. Sending shows its progress and
 * holds the buttons; a refusal shows the catalogue's text and the image stays for another try.
 */
export function ImageButton({ roomId, disabled }: { roomId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const hub = useCurrentHub((s) => s.hub);
  const api = useMemo(() => (hub ? shareHubApi(hub) : null), [hub]);
  const input = useRef<HTMLInputElement>(null);
  /** The picked image as a data: URL, shown and then sent. */
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file picked again must fire change again.
    event.target.value = '';
    if (!chosen) return;
    if (!acceptedTypes.includes(chosen.type)) return setError(t('chatShare.image.wrongType'));
    if (chosen.size > chatImageMaxBytes)
      return setError(t('chatShare.image.tooLarge', { limitKb }));
    try {
      setImage(await dataUrlOf(chosen));
      setError(null);
    } catch {
      setError(t('chatShare.image.unreadable'));
    }
  }

  async function send() {
    if (!image || !api || isSending) return;
    setSending(true);
    setError(null);
    try {
      const upload = await uploadChatImage(image.replace(/^data:[^,]*,/, ''));
      const message = await api.postImage(roomId, upload.ImageToken);
      updateRooms((rooms) => receiveMessages(rooms, roomId, [message]));
      setImage(null);
    } catch (failure) {
      setError(failureText(failure, t('chatShare.image.failed')));
    } finally {
      setSending(false);
    }
  }

  const close = () => {
    if (isSending) return;
    setImage(null);
    setError(null);
  };

  return (
    <span className="chat-image-tool">
      <button
        type="button"
        className="chat-image-button"
        aria-label={t('chatShare.image.button')}
        title={t('chatShare.image.hint', { limitKb })}
        disabled={disabled || !api}
        onClick={() => {
          setError(null);
          input.current?.click();
        }}
      >
        <PictureIcon />
      </button>
      <input
        ref={input}
        type="file"
        className="chat-image-input"
        accept={acceptedTypes.join(',')}
        onChange={(event) => void choose(event)}
      />
      {error && !image && (
        <p className="chat-error chat-image-error" role="alert">
          {error}
        </p>
      )}
      {image && (
        <Dialog
          title={t('chatShare.image.button')}
          onClose={close}
          className="chat-image-dialog"
          actions={
            <>
              <button type="button" className="button" disabled={isSending} onClick={close}>
                {t('chatShare.image.cancel')}
              </button>
              <button
                type="button"
                className="button primary"
                data-autofocus
                disabled={isSending}
                aria-busy={isSending || undefined}
                onClick={() => void send()}
              >
                {isSending ? t('chatShare.image.uploading') : t('chatShare.image.send')}
              </button>
            </>
          }
        >
          <img className="chat-image-preview" src={image} alt={t('chatShare.image.preview')} />
          <p className="chat-image-hint">{t('chatShare.image.hint', { limitKb })}</p>
          {error && (
            <p className="chat-error" role="alert">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </span>
  );
}
