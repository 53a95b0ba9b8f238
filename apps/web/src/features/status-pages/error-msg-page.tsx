import { playerErrorNameOf, playerErrors } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { StatusPage } from './status-page.tsx';

/**
 * The reason to show: the catalogue's text for the Code in the reader's language when it has no
 * placeholders to fill, else the server's text (Msg), else a general one.
 */
function reasonOf(params: URLSearchParams): string | null {
  const name = playerErrorNameOf(Number(params.get('Code') ?? Number.NaN));
  const text = name ? playerErrors[name].text[currentLanguage()] : null;
  return text && !text.includes('{') ? text : params.get('Msg');
}

export default function ErrorMsgPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <StatusPage title={t('status.errorTitle')}>
      <p className="status-message">{reasonOf(params) || t('status.errorDefault')}</p>
    </StatusPage>
  );
}
