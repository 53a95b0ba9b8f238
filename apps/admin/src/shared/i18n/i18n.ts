import { pickLanguage, type TLanguage } from '@lottery/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';

/** The saved choice, else the browser's preference, else Chinese. */
export function initialLanguage(): TLanguage {
  const saved = localStore.get<TLanguage>(storageKeys.language);
  if (saved === 'en' || saved === 'zh-CN') return saved;
  return pickLanguage(globalThis.navigator?.languages?.join(','));
}

export function currentLanguage(): TLanguage {
  return i18next.language === 'en' ? 'en' : 'zh-CN';
}

export async function setLanguage(language: TLanguage): Promise<void> {
  localStore.set(storageKeys.language, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * Every language-keyed text tree a module registered (define-texts.ts), each under its own
 * namespace: a section's texts arrive with its lazily loaded code, possibly before init.
 */
const namespacesAdded = new Map<string, Record<TLanguage, object>>();

function addToI18next(namespace: string, texts: Record<TLanguage, object>) {
  for (const language of ['zh-CN', 'en'] as const)
    i18next.addResourceBundle(language, namespace, texts[language], true, true);
}

export function addNamespace(namespace: string, texts: Record<TLanguage, object>): void {
  namespacesAdded.set(namespace, texts);
  if (i18next.isInitialized) addToI18next(namespace, texts);
}

export function initI18n(language: TLanguage = initialLanguage()) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh-CN',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next otherwise prints an advertisement to the console of every visitor (and test run).
    showSupportNotice: false,
  });
  for (const [namespace, texts] of namespacesAdded) addToI18next(namespace, texts);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}
