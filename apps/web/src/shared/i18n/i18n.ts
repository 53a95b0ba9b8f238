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

/** The language shown, or about to be: the router asks for a screen's texts before init. */
export function currentLanguage(): TLanguage {
  if (!i18next.isInitialized) return initialLanguage();
  return i18next.language === 'en' ? 'en' : 'zh-CN';
}

type TSections = Record<string, unknown>;

/** A kind of section (the screens' texts, say): how to load its texts in each language. */
export type TSectionLoaders = Record<TLanguage, () => Promise<TSections>>;

const sectionsAdded: Record<TLanguage, Set<TSections>> = { 'zh-CN': new Set(), en: new Set() };
const kindsLoaded = new Set<TSectionLoaders>();

function addToI18next(language: TLanguage, sections: TSections) {
  i18next.addResourceBundle(language, 'translation', sections, true, true);
}

/** Adds texts of one language: now if i18next is initialised, and again at every initI18n. */
export function addSections(language: TLanguage, sections: TSections) {
  sectionsAdded[language].add(sections);
  if (i18next.isInitialized) addToI18next(language, sections);
}

const loadsOf = new Map<TSectionLoaders, Partial<Record<TLanguage, Promise<void>>>>();

/**
 * A kind's texts in a language, loaded and added once: every screen of the kind asks for them as
 * it loads, and a second deep merge of the same texts into i18next would be work for nothing. A
 * failed load is forgotten, so the next asks again.
 */
function loadIn(language: TLanguage, kind: TSectionLoaders): Promise<void> {
  const loads = loadsOf.get(kind) ?? {};
  loadsOf.set(kind, loads);
  return (loads[language] ??= kind[language]().then(
    (sections) => addSections(language, sections),
    (error: unknown) => {
      delete loads[language];
      throw error;
    },
  ));
}

/**
 * Loads a kind of section in the current language only (a visitor reads one), and remembers the
 * kind so that setLanguage loads it in the next language.
 */
export function loadSections(kind: TSectionLoaders): Promise<void> {
  kindsLoaded.add(kind);
  return loadIn(currentLanguage(), kind);
}

export async function setLanguage(language: TLanguage): Promise<void> {
  // The texts come before the switch, or the screens would show keys until they arrive. A kind
  // first loaded meanwhile came in the old language, hence the next round.
  let loaded = 0;
  while (loaded < kindsLoaded.size) {
    const kinds = [...kindsLoaded].slice(loaded);
    loaded += kinds.length;
    await Promise.all(kinds.map((kind) => loadIn(language, kind)));
  }
  localStore.set(storageKeys.language, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
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
  for (const language of ['zh-CN', 'en'] as const)
    for (const sections of sectionsAdded[language]) addToI18next(language, sections);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}
