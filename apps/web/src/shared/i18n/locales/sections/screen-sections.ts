import { loadSections, type TSectionLoaders } from '../../i18n.ts';

/** One module per language: a visitor reads one, and the other comes on a switch (setLanguage). */
const screenSections: TSectionLoaders = {
  'zh-CN': () => import('./screen-sections.zh-CN.ts').then((m) => m.screenSectionsZhCN),
  en: () => import('./screen-sections.en.ts').then((m) => m.screenSectionsEn),
};

/**
 * Adds the texts of the betting, record, wallet, agent and activity screens in the current
 * language: about 17 kB of gzip the first page does without (app/routes/screens.tsx loads them
 * with those screens).
 */
export const loadScreenSections = () => loadSections(screenSections);
