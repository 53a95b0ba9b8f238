import { ZVipInfo } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const playerVipTexts = defineTexts('players-vip', {
  'zh-CN': { label: 'VIP 等级', failed: '无法读取' },
  en: { label: 'VIP level', failed: 'Could not be read' },
});

/** The player's VIP level as the player sees it (modules/vip), for the player page's head. */
export function PlayerVipLevel({ loginId }: { loginId: string }) {
  const texts = playerVipTexts.useTexts();
  const info = useQuery({
    queryKey: ['admin', 'players', loginId, 'vip'],
    queryFn: () => apiGet('/api/Admin/Vip/Player', wireSchema(ZVipInfo), { LoginId: loginId }),
  });
  if (info.error) return <span>{texts.failed}</span>;
  if (!info.data) return <span aria-busy="true">…</span>;
  return (
    <span>
      VIP {info.data.Level} · {info.data.LevelName}
    </span>
  );
}
