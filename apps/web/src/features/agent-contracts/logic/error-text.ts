import { ApiError } from '../../../shared/api/http-client.ts';

/** The server's own message for a refusal (it is localised), else the generic load error. */
export const errorText = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.body?.Message) || fallback;
