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

/** A catalogue's name for each code, as a client turns a refusal body back into its entry. */
export function errorLookup<TName extends string>(
  catalogue: Record<TName, TErrorDefinition>,
): (code: number) => TName | undefined {
  const byCode = new Map<number, TName>(
    (Object.entries(catalogue) as [TName, TErrorDefinition][]).map(([name, def]) => [
      def.code,
      name,
    ]),
  );
  return (code) => byCode.get(code);
}
