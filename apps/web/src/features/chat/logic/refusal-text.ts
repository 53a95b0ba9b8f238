import {
  chatGroupMaxMembers,
  chatImageMaxBytes,
  chatMessageMaxLength,
  errorCatalogue,
  errorNameOf,
  ZErrorBody,
  type TErrorBody,
  type TLanguage,
} from '@lottery/contracts';

/**
 * The catalogue body a refused hub invocation carries: the official client's error text ends in
 * it (`... HubException: {"Code":8803,...}`). Null for any other failure (no connection).
 */
export function refusalBodyOf(error: unknown): TErrorBody | null {
  const text = error instanceof Error ? error.message : '';
  const json = /(\{.*\})\s*$/s.exec(text)?.[1];
  if (!json) return null;
  try {
    const parsed = ZErrorBody.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What to tell the reader of a refusal: the catalogue's text in their language with the values
 * it knows filled in (the server writes the site's default language), else the server's text.
 */
export function refusalText(body: TErrorBody, language: TLanguage): string {
  const name = errorNameOf(body.Code);
  if (!name) return body.Message;
  // The values a chat refusal names; the body carries only some (RetryAfterSeconds).
  const values: Record<string, string | undefined> = {
    maxLength: name === 'ChatMessageTooLong' ? String(chatMessageMaxLength) : undefined,
    maxMembers: name === 'ChatGroupTooLarge' ? String(chatGroupMaxMembers) : undefined,
    limitKb: name === 'ChatImageTooLarge' ? String(chatImageMaxBytes / 1024) : undefined,
    retryAfterSeconds: body.RetryAfterSeconds?.toString(),
  };
  const text = errorCatalogue[name].text[language].replace(
    /\{(\w+)\}/g,
    (whole: string, key: string) => values[key] ?? whole,
  );
  return text.includes('{') ? body.Message : text;
}

/** Whether the refusal says chat is disabled on this account (the composer then stays shut). */
export const isChatDisabledRefusal = (body: TErrorBody | null) =>
  body?.Code === errorCatalogue.ChatDisabled.code;
