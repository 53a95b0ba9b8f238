/** The two languages of the product; Simplified Chinese is the default (SPEC: the site is Chinese-first). */
export const languages = ['zh-CN', 'en'] as const;
export type TLanguage = (typeof languages)[number];
export const defaultLanguage: TLanguage = 'zh-CN';

export type TLocalizedText = Readonly<Record<TLanguage, string>>;

/**
 * Picks the language from an Accept-Language header: the first listed tag (by q weight) that is
 * English or Chinese wins; anything else falls back to Chinese.
 */
export function pickLanguage(acceptLanguage: string | undefined): TLanguage {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return defaultLanguage;
}

/** Fills `{name}` placeholders; unknown placeholders are left as written so a gap is visible. */
export function formatText(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
