import { z } from 'zod';
import { plainTextCheck } from '../validation/text.ts';

/**
 * Chat images (issue #22): POST /api/Chat/UploadImage (a logged-in player) answers a token;
 * AddMessage with Kind image and the token as Body posts it, and the room's members receive a
 * message whose Body is the image's address (served with its type and nosniff). The type is read
 * from the bytes (PNG, JPEG, WebP, GIF), never from a name.
 */
export const chatImageMaxBytes = 512 * 1024;

export const ZChatImageUploadRequest = z
  .object({
    DataBase64: z
      .base64({ error: 'format' })
      .check(plainTextCheck)
      // The decoded size is checked again by the server (ChatImageTooLarge names the limit).
      .max(Math.ceil(chatImageMaxBytes / 3) * 4 + 4)
      .describe('The image file, base64'),
  })
  .meta({ id: 'ChatImageUploadRequest' });

export const ZChatImageUpload = z
  .object({
    ImageToken: z.string().describe("AddMessage's Body with Kind image; only mine to post"),
    Url: z.string().describe("The image's address, as the message will carry it"),
  })
  .meta({ id: 'ChatImageUpload' });
