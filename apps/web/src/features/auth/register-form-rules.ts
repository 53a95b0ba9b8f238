import { describeIssue, ZRegisterRequest, type TLanguage } from '@lottery/contracts';

export const registerFields = [
  'LoginId',
  'Password',
  'ConfirmPassword',
  'Email',
  'NickName',
  'QQ',
  'WeChat',
  'Phone',
  'InviteCode',
] as const;
export type TRegisterField = (typeof registerFields)[number];
export type TRegisterForm = Record<TRegisterField, string>;

/**
 * The first broken rule of each field, by the same schema the server checks with, so the page
 * and the server never disagree about what is valid.
 */
export function registerFieldErrors(
  form: TRegisterForm,
  language: TLanguage,
): Partial<Record<TRegisterField, string>> {
  const result = ZRegisterRequest.safeParse(form, { reportInput: true });
  if (result.success) return {};
  const errors: Partial<Record<TRegisterField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TRegisterField | undefined;
    if (field && !errors[field]) errors[field] = describeIssue(issue, language).message;
  }
  return errors;
}
