import { languages, type TLanguage } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n.ts';

const names: Record<TLanguage, string> = { 'zh-CN': '中文', en: 'English' };

/** Each language named in itself, so it can be found whatever the page's language. */
export function LanguageSwitch({ label }: { label: string }) {
  const { i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{label}</span>
      <select value={i18n.language} onChange={(e) => void setLanguage(e.target.value as TLanguage)}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {names[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
