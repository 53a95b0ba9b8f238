import type { TRegisterRequest, TTokenResponse } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

export const registerAccount = (input: TRegisterRequest) =>
  apiPost<TTokenResponse>('/api/Register/Register', input);
