import { createHash, randomBytes } from 'node:crypto';
import { chatImageMaxBytes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TFileStorage } from '../content/uploads/file-storage.ts';
import { sniffImageType, type TImageExtension } from '../content/uploads/sniff-image-type.ts';
import type { TChatDeps } from './chat-deps.ts';

/** What a chat image may be: the photo formats browsers show (no icons, no SVG). */
const chatImageTypes: readonly TImageExtension[] = ['png', 'jpg', 'webp', 'gif'];

export interface TChatImageUpload {
  ImageToken: string;
  Url: string;
}

/**
 * A player's image for chat: size, then type by its bytes; stored under its SHA-256 in the site's
 * upload storage (served at /uploads with its type and nosniff), and a token only this player
 * can post. The file is saved before the row: a file no row names is harmless.
 */
export async function uploadChatImage(
  deps: TChatDeps & { storage: TFileStorage },
  userId: number,
  bytes: Uint8Array,
): Promise<TResult<TChatImageUpload>> {
  if (bytes.byteLength > chatImageMaxBytes)
    return fail('ChatImageTooLarge', { limitKb: chatImageMaxBytes / 1024 });
  const extension = sniffImageType(bytes);
  if (!extension || !chatImageTypes.includes(extension)) return fail('ChatImageTypeRefused');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  await deps.storage.save(name, bytes);
  const url = deps.storage.publicUrl(name);
  const token = randomBytes(18).toString('base64url');
  await deps.db.query(
    `INSERT INTO chat_images (token, uploader_id, url, byte_count, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token, userId, url, bytes.byteLength, deps.clock.now()],
  );
  return succeed({ ImageToken: token, Url: url });
}

/** The address of an image token the caller uploaded; anyone else's answers as missing. */
export async function ownImageUrl(
  tx: TQueryable,
  userId: number,
  token: string,
): Promise<TResult<string>> {
  const [row] = await tx.query<{ url: string }>(
    `SELECT url FROM chat_images WHERE token = $1 AND uploader_id = $2`,
    [token.trim(), userId],
  );
  return row ? succeed(row.url) : fail('ChatImageNotFound');
}
