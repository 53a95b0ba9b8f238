import { formatText, type TLanguage } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n.ts';
import type { TWiden } from './widen.ts';

type TTextTree = { readonly [key: string]: string | TTextTree };

/**
 * A module's texts in both languages, registered under its own i18next namespace (so a section
 * adds a file of its own instead of editing a shared one), and a hook that answers the tree of
 * the current language, typed by the Chinese original: `texts.list.title`, not a key string
 * that only fails at run time. Re-renders on a language switch through useTranslation.
 */
export function defineTexts<T extends TTextTree>(
  namespace: string,
  texts: { 'zh-CN': T; en: TWiden<T> },
) {
  addNamespace(namespace, texts);
  const of = (language: TLanguage): TWiden<T> => texts[language] as TWiden<T>;
  function useTexts(): TWiden<T> {
    const { i18n } = useTranslation(namespace);
    return of(i18n.language === 'en' ? 'en' : 'zh-CN');
  }
  return { useTexts, of };
}

/** `{name}` placeholders filled (the contracts' formatter, as the server's messages use). */
export const fill = formatText;
