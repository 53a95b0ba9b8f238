import { errorCatalogue, errorNameOf, type TErrorBody, type TLanguage } from '@lottery/contracts';

/** How a call failed: refused by the server, never answered, or answered outside its contract. */
export type TApiFailure = 'http' | 'network' | 'contract';

/** A failed call: the HTTP status (0 when the network failed) and the catalogue body, if any. */
export class ApiError extends Error {
  constructor(
    readonly failure: TApiFailure,
    readonly status: number,
    readonly body: TErrorBody | null,
    readonly apiPath: string,
  ) {
    super(body?.Message ?? `${failure} ${status} ${apiPath}`);
    this.name = 'ApiError';
  }

  /** The catalogue code, when the server named one. */
  get code(): number | undefined {
    return this.body?.Code;
  }
}

const fallbackTexts = {
  http: { 'zh-CN': '操作失败，请稍后再试', en: 'The request failed, please try again' },
  network: { 'zh-CN': '网络错误，请稍后再试', en: 'Network error, please try again' },
  contract: { 'zh-CN': '服务器的回答无法识别', en: 'The server answered in an unknown form' },
} as const;

/**
 * The text an administrator reads for a failure, in their language: the server's message (it
 * answers in the Accept-Language the client sends), else the catalogue's text for the code when
 * it has no placeholders to fill, else a text for the kind of failure.
 */
export function errorText(error: unknown, language: TLanguage): string {
  if (!(error instanceof ApiError)) return fallbackTexts.network[language];
  if (error.body?.Message) return error.body.Message;
  const name = error.code === undefined ? undefined : errorNameOf(error.code);
  if (name && !errorCatalogue[name].text[language].includes('{'))
    return errorCatalogue[name].text[language];
  return fallbackTexts[error.failure][language];
}
