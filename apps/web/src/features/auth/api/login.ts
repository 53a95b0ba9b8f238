import type { TLoginRequest, TTokenResponse } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

export const login = (input: TLoginRequest) => apiPost<TTokenResponse>('/api/Token/Login', input);
