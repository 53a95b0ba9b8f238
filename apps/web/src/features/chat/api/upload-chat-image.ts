import { ZChatImageUpload } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/**
 * POST /api/Chat/UploadImage: the image's bytes as base64 (JSON, as the route takes it); answers
 * the token AddMessage posts. The server checks the size and reads the type from the bytes
 * (8840 too large, 8841 not an image it takes).
 */
export async function uploadChatImage(dataBase64: string) {
  return ZChatImageUpload.parse(
    await apiPost<unknown>('/api/Chat/UploadImage', { DataBase64: dataBase64 }),
  );
}
