import { pickLanguage, type TLanguage } from '@lottery/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';
import { en } from './locales/en.ts';
import { zhCN } from './locales/zh-CN.ts';

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

type TSections = Record<TLanguage, Record<string, unknown>>;
const sectionsAdded: TSections[] = [];

function addToI18next(sections: TSections) {
  for (const language of ['zh-CN', 'en'] as const)
    i18next.addResourceBundle(language, 'translation', sections[language], true, true);
}

/**
 * Adds texts loaded with a screen's code (locales/sections/screen-sections.ts): now if i18next is
 * initialised, and again at every initI18n.
 */
export function addSections(sections: TSections) {
  sectionsAdded.push(sections);
  if (i18next.isInitialized) addToI18next(sections);
}

export function initI18n(language: TLanguage = initialLanguage()) {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next otherwise prints an advertisement to the console of every visitor (and test run).
    showSupportNotice: false,
  });
  for (const sections of sectionsAdded) addToI18next(sections);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}
