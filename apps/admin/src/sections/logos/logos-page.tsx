import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { LogoSlotCard } from './logo-slot-card.tsx';
import { logosQuery } from './logos-api.ts';
import { logosTexts } from './logos-texts.ts';
import './logos.css';

/** The site's images by slot (SPEC §3), as Logo/GetAllLogo gives them to players. */
export default function LogosPage() {
  const texts = logosTexts.useTexts();
  const ui = uiTexts.useTexts();
  const canManage = usePermissions().has('content.manage');
  const logos = useQuery(logosQuery);
  return (
    <section>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="form-hint">{texts.intro}</p>
      {logos.error ? (
        <ErrorNotice error={logos.error} onRetry={() => void logos.refetch()} />
      ) : !logos.data ? (
        <p aria-busy="true">{ui.loading}</p>
      ) : (
        <div className="logo-grid">
          {logos.data.Logos.map((logo) => (
            <LogoSlotCard
              key={logo.Slot}
              slot={logo.Slot}
              pcPath={logo.PCFilePath}
              mobilePath={logo.MobileFilePath}
              canManage={canManage}
            />
          ))}
        </div>
      )}
    </section>
  );
}
