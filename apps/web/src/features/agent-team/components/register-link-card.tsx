import type { TRegisterLinkView } from '@lottery/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

/** The link a new account registers with (the /Register/:code route). */
export const registerUrlOf = (code: string) => `${window.location.origin}/Register/${code}`;

/** One invite link: code, QR code, copy, its terms and use count, and disabling it. */
export function RegisterLinkCard({
  link,
  nowMs,
  onDisable,
}: {
  link: TRegisterLinkView;
  nowMs: number;
  onDisable(): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const [isCopied, setIsCopied] = useState(false);
  const url = registerUrlOf(link.Code);
  const state =
    link.DisabledAt !== null
      ? t('agentTeam.links.disabled')
      : link.ExpiresAt !== null && link.ExpiresAt <= nowMs
        ? t('agentTeam.links.expired')
        : link.MaxUses !== null && link.UseCount >= link.MaxUses
          ? t('agentTeam.links.usedUp')
          : null;
  return (
    <li className="team-panel team-link" data-code={link.Code}>
      <div className="team-link-head">
        <QRCodeSVG
          value={url}
          size={112}
          marginSize={1}
          title={t('agentTeam.links.qr', { code: link.Code })}
        />
        <div className="team-link-text">
          <strong>
            {t('agentTeam.links.code')} {link.Code}
          </strong>
          <span className="team-link-url">{url}</span>
          <span>
            {t(`agentTeam.roles.${link.Role}`)} · {link.PrizeGroup ?? t('agentTeam.links.ownGroup')}
            {link.IsDefault && ` · ${t('agentTeam.links.isDefault')}`}
          </span>
          <span>
            {link.MaxUses === null
              ? t('agentTeam.links.uses', { count: link.UseCount })
              : t('agentTeam.links.usesOf', { count: link.UseCount, max: link.MaxUses })}
            {' · '}
            {link.ExpiresAt === null
              ? t('agentTeam.links.never')
              : t('agentTeam.links.expires', { time: siteTime.dateTime(link.ExpiresAt) })}
          </span>
          {state && <span className="team-state is-disabled">{state}</span>}
        </div>
      </div>
      <div className="team-actions">
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setIsCopied(true))}
        >
          {isCopied ? t('agentTeam.links.copied') : t('agentTeam.links.copy')}
        </button>
        {link.DisabledAt === null && (
          <button type="button" className="button" onClick={onDisable}>
            {t('agentTeam.links.disable')}
          </button>
        )}
      </div>
    </li>
  );
}
