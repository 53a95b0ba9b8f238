import type {
  TChangeFundPasswordRequest,
  TChangePasswordRequest,
  TLoginHistory,
  TSetFundPasswordRequest,
  TSetSecurityQuestionsRequest,
  TStateResponse,
  TUpdateProfileRequest,
} from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/**
 * The account screens' calls (server: modules/account/account-security-routes.ts and
 * auth-routes.ts). Each answers { State: true } or rejects with the server's coded refusal,
 * whose Message is already in the page's language.
 */
const center = (name: string) => `/api/AccountCenter/${name}`;

export const updateProfile = (input: TUpdateProfileRequest) =>
  apiPost<TStateResponse>(center('UpdateProfile'), input);

export const setRealName = (realName: string) =>
  apiPost<TStateResponse>(center('SetRealName'), { RealName: realName });

export const changeLoginPassword = (input: TChangePasswordRequest) =>
  apiPost<TStateResponse>(center('ChangePassword'), input);

export const setFundPassword = (input: TSetFundPasswordRequest) =>
  apiPost<TStateResponse>(center('SetFundPassword'), input);

export const changeFundPassword = (input: TChangeFundPasswordRequest) =>
  apiPost<TStateResponse>(center('ChangeFundPassword'), input);

export const beginAuthenticator = () =>
  apiPost<{ Secret: string; OtpAuthUrl: string }>(center('BeginGoogleAuth'));

export const confirmAuthenticator = (code: string) =>
  apiPost<{ State: true; RecoveryCodes: string[] }>(center('ConfirmGoogleAuth'), { Code: code });

export const unbindAuthenticator = (code: string) =>
  apiPost<TStateResponse>(center('UnbindGoogleAuth'), { Code: code });

export const regenerateRecoveryCodes = (code: string) =>
  apiPost<{ RecoveryCodes: string[] }>(center('RegenerateRecoveryCodes'), { Code: code });

export const setSecurityQuestions = (input: TSetSecurityQuestionsRequest) =>
  apiPost<TStateResponse>(center('SetSecurityQuestions'), input);

export const loginHistory = (pageIndex: number, pageSize: number) =>
  apiPost<TLoginHistory>(center('GetLoginHistory'), { PageIndex: pageIndex, PageSize: pageSize });
