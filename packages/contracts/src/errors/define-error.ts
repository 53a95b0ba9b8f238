import type { TLocalizedText } from '../i18n/language.ts';

export interface TErrorDefinition {
  readonly code: number;
  readonly status: number;
  readonly text: TLocalizedText;
}

/** One catalogue entry; each area's file (`<area>-errors.ts`) builds its entries with it. */
export const defineError = (
  code: number,
  status: number,
  en: string,
  zh: string,
): TErrorDefinition => ({ code, status, text: { en, 'zh-CN': zh } });
