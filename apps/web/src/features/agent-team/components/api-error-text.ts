import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/http-client.ts';

/** The server's own message of a refusal (it is in the caller's language), else a generic one. */
export const apiErrorText = (error: unknown, t: TFunction) =>
  (error instanceof ApiError && error.body?.Message) || t('common.loadError');
