import type { i18n } from 'i18next';

/**
 * i18next works out the languages to look a key up in (for zh-CN: through
 * Intl.getCanonicalLocales) at every t() call, and a lobby makes hundreds of calls a render: on
 * a phone that was a large part of the lobby's script. The answer depends only on the language
 * and the options, so it is kept per language; each caller gets its own copy, as i18next
 * changes some of them.
 */
export function cacheLanguageHierarchy(instance: i18n) {
  const utils = instance.services.languageUtils as {
    toResolveHierarchy(code: string, fallbackCode?: unknown): string[];
  };
  const resolve = utils.toResolveHierarchy.bind(utils);
  const cache = new Map<string, readonly string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== 'string') return resolve(code, fallbackCode);
    let codes = cache.get(code);
    if (!codes) {
      codes = resolve(code);
      cache.set(code, codes);
    }
    return [...codes];
  };
}
