import { ZChatImageUpload, ZChatImageUploadRequest } from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TFileStorage } from '../content/uploads/file-storage.ts';
import type { TChatDeps } from './chat-deps.ts';
import { uploadChatImage } from './chat-image.ts';

/** A logged-in player's image upload for chat (issue #22); AddMessage posts it by token. */
export function chatImageRoutes(deps: TChatDeps & { storage: TFileStorage }) {
  return [
    defineRoute({
      tags: ['Chat'],
      access: 'user',
      method: 'POST',
      url: '/api/Chat/UploadImage',
      summary: 'Upload an image for chat (PNG, JPEG, WebP, GIF; 512 KB); answers its token',
      body: ZChatImageUploadRequest,
      response: ZChatImageUpload,
      handler: async ({ body, session }) =>
        unwrap(await uploadChatImage(deps, session.userId, Buffer.from(body.DataBase64, 'base64'))),
    }),
  ];
}
